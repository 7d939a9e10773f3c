import { vi } from 'vitest';

/**
 * Each test file starts from fresh modules, real timers and unstubbed globals, even when files share a process
 * (`--no-isolate`, vitest 4's spelling of the single fork): the app's stores and caches are module state, and a
 * file that leaves the language on 中文 or a cache primed must not change what the next file sees. Setup files
 * run before the test file is imported, so its imports evaluate afresh. With the default isolation it costs
 * nothing (the registry is empty).
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
