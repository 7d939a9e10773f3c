import { compressJson } from '../scenario/link/compressJson';
import { installLinkCompressor } from '../store/linkCompressor';
import { installModel } from '../store/model';
import { simulateRuns } from '../store/simulateRuns';

// The page loads the model and the link compressor as chunks of their own (store/model.ts,
// store/linkCompressor.ts) when first needed; tests read runs and write links of any scenario synchronously, so
// both are there from the start (a test of the model's loading itself forgets it with `installModel(null)`).
installModel(simulateRuns);
installLinkCompressor(compressJson);
