import { compressJson } from '../scenario/link/compressJson';
import { installLinkCompressor } from '../store/linkCompressor';
import { installModel } from '../store/model';
import { simulateRuns } from '../store/simulateRuns';
import { validateScenario } from '../scenario/validate';
import { installValidation } from '../store/validation';

// The page loads the model, the link compressor and scenario validation as chunks of their own (store/model.ts,
// store/linkCompressor.ts, store/validation.ts) when first needed; tests read runs, write links of any scenario
// and validate drafts synchronously, so all three are there from the start (a test of a chunk's loading itself
// forgets it with `installModel(null)` and the like).
installModel(simulateRuns);
installLinkCompressor(compressJson);
installValidation(validateScenario);
