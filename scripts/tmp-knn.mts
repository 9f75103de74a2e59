import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ImageModel } from '../api/src/features/recognition/image-model';
const root = '/work/shared/data/food-photos/ecustfd-trainval';
const model = (await ImageModel.load('models'))!;
const refs: { label: string; e: Float32Array }[] = [];
const queries: { label: string; e: Float32Array }[] = [];
const t0 = Date.now();
for (const label of fs.readdirSync(root).sort()) {
  if (label === 'mix') continue;
  const files = fs.readdirSync(path.join(root, label)).filter((f) => /\.jpe?g$/i.test(f)).sort();
  // spread picks across the folder (files come in shooting sessions)
  const pick = (n: number, off: number) => Array.from({ length: n }, (_, i) => files[Math.floor(((i + off / n) * files.length) / n)]!);
  for (const [list, n, off] of [[refs, 5, 0], [queries, 5, 0.5]] as const) {
    for (const f of pick(n, off)) {
      const jpeg = await sharp(path.join(root, label, f)).rotate().resize(1600, 1600, { fit: 'inside' }).jpeg().toBuffer();
      list.push({ label, e: (await model.run(jpeg)).embedding });
    }
  }
}
console.log('embedded', refs.length + queries.length, 'in', Date.now() - t0, 'ms');
const dot = (a: Float32Array, b: Float32Array) => { let s = 0; for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!; return s; };
for (const k of [1, 3, 5]) {
  let ok = 0; const simsOk: number[] = []; const simsBad: number[] = [];
  for (const q of queries) {
    const ranked = refs.map((r) => ({ label: r.label, s: dot(q.e, r.e) })).sort((a, b) => b.s - a.s).slice(0, k);
    const votes = new Map<string, number>();
    for (const r of ranked) votes.set(r.label, (votes.get(r.label) ?? 0) + r.s);
    const best = [...votes].sort((a, b) => b[1] - a[1])[0]![0];
    if (best === q.label) { ok++; simsOk.push(ranked[0]!.s); } else simsBad.push(ranked[0]!.s);
  }
  const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;
  console.log(`k=${k}: ${ok}/${queries.length} top-1; median top sim correct ${med(simsOk).toFixed(3)} wrong ${med(simsBad).toFixed(3)}`);
}
