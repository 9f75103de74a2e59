import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchKeptDir, benchTempDir } from '../../../../bench/bench-dirs';

describe('the benches’ folders', () => {
  it('are made under .tmp even in a fresh clone that has no .tmp yet', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-fresh-clone-'));
    try {
      const run = benchTempDir('bench-scan-', clone);
      expect(path.dirname(run)).toBe(path.join(clone, '.tmp'));
      expect(path.basename(run)).toMatch(/^bench-scan-/);
      expect(fs.statSync(run).isDirectory()).toBe(true);
      expect(benchTempDir('bench-scan-', clone)).not.toBe(run);
      const kept = benchKeptDir('bench-foods', clone);
      expect(kept).toBe(path.join(clone, '.tmp', 'bench-foods'));
      expect(fs.statSync(kept).isDirectory()).toBe(true);
      expect(benchKeptDir('bench-foods', clone)).toBe(kept);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
