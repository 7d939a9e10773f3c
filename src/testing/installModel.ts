import { installModel } from '../store/model';
import { simulateRuns } from '../store/simulateRuns';

// The page loads the model as a chunk of its own (store/model.ts) before it commits a scenario without runs;
// tests read runs of any scenario synchronously, so the model is there from the start (a test of the loading
// itself forgets it with `installModel(null)`).
installModel(simulateRuns);
