// Shapes the recipe pictures share, in an 800x600 frame. Each returns SVG markup.
// Two views: dishes on plates and in bowls are seen from above; stacks, jars and
// cups from the front, standing on an oval plate.

const W = 800;
const H = 600;

let ids = 0;
/** A fresh id, so two clip paths in one picture never collide. */
const uid = (name: string) => `${name}${++ids}`;

/** The same scatter on every run, so a picture only changes when its drawing does. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n things spread evenly at random over a circle: draw(x, y, angle, i). */
export function scatter(
  n: number,
  cx: number,
  cy: number,
  r: number,
  seed: number,
  draw: (x: number, y: number, a: number, i: number) => string,
) {
  const rnd = random(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const d = r * Math.sqrt(rnd());
    const t = rnd() * Math.PI * 2;
    out += draw(cx + d * Math.cos(t), cy + d * Math.sin(t), rnd() * 360, i);
  }
  return out;
}

const at = (x: number, y: number, rot = 0, s = 1) =>
  `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)})${s === 1 ? "" : ` scale(${s})`}"`;
export const g = (x: number, y: number, rot: number, body: string, s = 1) => `<g ${at(x, y, rot, s)}>${body}</g>`;

export function frame([light, deep]: [string, string], body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${body}
</svg>`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2410" opacity="0.13"/>`;

/** Clips what is inside a bowl or pan to its opening. */
function inside(cx: number, cy: number, r: number, fill: string, body: string) {
  const id = uid("in");
  return `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
  <g clip-path="url(#${id})"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${body}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="10"/></g>`;
}

/** A round plate from above. */
export const plate = (cx: number, cy: number, r: number) =>
  `${shadow(cx + 6, cy + 12, r, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fffdf8"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#f6efe4"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#e9dfcf" stroke-width="3"/>`;

/** A bowl from above, its contents drawn by `body` inside the clipped opening. */
export function bowl(cx: number, cy: number, r: number, rim: string, fill: string, body: string) {
  return `${shadow(cx + 8, cy + 14, r, r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="4"/>
  ${inside(cx, cy, r * 0.84, fill, body)}`;
}

/** A pan from above with a long handle pointing at `angle` degrees. */
export function pan(cx: number, cy: number, r: number, angle: number, metal: string, handle: string, fill: string, body: string) {
  return `${shadow(cx + 8, cy + 14, r, r)}
  <g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx + r - 10}" y="${cy - 17}" width="${r * 0.95}" height="34" rx="17" fill="${handle}"/>
  <circle cx="${cx + r + r * 0.82}" cy="${cy}" r="7" fill="#000" opacity="0.25"/></g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${metal}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.96}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="5"/>
  ${inside(cx, cy, r * 0.88, fill, body)}`;
}

/** A wooden board, optionally with a handle on the right. */
export function board(x: number, y: number, w: number, h: number, handle = false) {
  const grain = [0.25, 0.5, 0.75]
    .map((f) => `<path d="M${x + 30} ${y + h * f} h${w - 60}" stroke="#b57f45" stroke-width="3" opacity="0.35"/>`)
    .join("");
  return `<rect x="${x + 8}" y="${y + 14}" width="${w}" height="${h}" rx="28" fill="#3a2410" opacity="0.13"/>
  ${handle ? `<rect x="${x + w - 20}" y="${y + h / 2 - 26}" width="110" height="52" rx="26" fill="#c98f52"/><circle cx="${x + w + 62}" cy="${y + h / 2}" r="10" fill="#a4703b"/>` : ""}
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#d9a466"/>${grain}`;
}

/** An oval plate seen from the front, for things that stand on it. */
export const frontPlate = (cx: number, cy: number, rx: number) =>
  `${shadow(cx + 4, cy + 16, rx, rx * 0.3)}<ellipse cx="${cx}" cy="${cy + 8}" rx="${rx * 0.9}" ry="${rx * 0.26}" fill="#e6dccd"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.28}" fill="#fffdf8"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.72}" ry="${rx * 0.19}" fill="#f4ecdf"/>`;

export const leaf = (x: number, y: number, len: number, rot: number, fill = "#3f9b3c") =>
  g(
    x,
    y,
    rot,
    `<path d="M${-len / 2} 0 Q0 ${-len * 0.42} ${len / 2} 0 Q0 ${len * 0.42} ${-len / 2} 0Z" fill="${fill}"/>
    <path d="M${-len / 2} 0 L${len * 0.38} 0" stroke="#000" stroke-opacity="0.18" stroke-width="${Math.max(1.5, len / 28)}"/>`,
  );

/** A sprig of dill: a stem with fine feathery strokes. */
export function dill(x: number, y: number, len: number, rot: number) {
  let fronds = "";
  for (let i = 1; i < 7; i++) {
    const t = (i / 7) * len;
    const f = len * 0.22 * (1 - i / 9);
    fronds += `<path d="M${t} 0 l${f * 0.7} ${-f} M${t} 0 l${f * 0.7} ${f} M${t} 0 l${f} ${-f * 0.4} M${t} 0 l${f} ${f * 0.4}"/>`;
  }
  return g(x, y, rot, `<g stroke="#4f8f3a" stroke-width="3" stroke-linecap="round" fill="none"><path d="M0 0 H${len}"/>${fronds}</g>`);
}

/** Tiny herb flecks (parsley, cilantro) or spice dust over a circle. */
export const flecks = (n: number, cx: number, cy: number, r: number, seed: number, fill: string, size = 5) =>
  scatter(
    n,
    cx,
    cy,
    r,
    seed,
    (x, y, a) =>
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${size * 0.6}" transform="rotate(${a.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}"/>`,
  );

/** A round citrus slice from above. */
export function citrusSlice(x: number, y: number, r: number, rind: string, flesh: string) {
  let seg = "";
  for (let i = 0; i < 8; i++)
    seg += `<path d="M0 0 L${(r * 0.78 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(r * 0.78 * Math.sin((i * Math.PI) / 4)).toFixed(1)}"/>`;
  return g(
    x,
    y,
    0,
    `<circle r="${r}" fill="${rind}"/><circle r="${r * 0.86}" fill="#fffbe8"/><circle r="${r * 0.8}" fill="${flesh}"/><g stroke="#fffbe8" stroke-width="${r / 14}">${seg}</g>`,
  );
}

/** A lemon wedge from above: a half-moon with its segments. */
export function lemonWedge(x: number, y: number, r: number, rot: number, rind = "#f2c418", flesh = "#fbe46e") {
  return g(
    x,
    y,
    rot,
    `<path d="M${-r} 0 A${r} ${r} 0 0 0 ${r} 0Z" fill="${rind}"/><path d="M${-r * 0.84} 0 A${r * 0.84} ${r * 0.84} 0 0 0 ${r * 0.84} 0Z" fill="#fff7cf"/>
    <path d="M${-r * 0.76} 0 A${r * 0.76} ${r * 0.76} 0 0 0 ${r * 0.76} 0Z" fill="${flesh}"/>
    <g stroke="#fff7cf" stroke-width="${r / 14}"><path d="M0 0 L${-r * 0.54} ${r * 0.54}M0 0 L0 ${r * 0.76}M0 0 L${r * 0.54} ${r * 0.54}"/></g>`,
  );
}

export const tomatoHalf = (x: number, y: number, r: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<circle r="${r}" fill="#d9352b"/><circle r="${r * 0.8}" fill="#ef5a40"/>
    <path d="M0 ${-r * 0.8}V${r * 0.8}" stroke="#d9352b" stroke-width="${r * 0.16}"/>
    ${[-1, 1].map((s) => `<ellipse cx="${s * r * 0.42}" cy="0" rx="${r * 0.24}" ry="${r * 0.42}" fill="#f7b23b" opacity="0.85"/>`).join("")}
    ${[-1, 1].flatMap((s) => [-0.22, 0.12].map((d) => `<circle cx="${s * r * 0.42}" cy="${d * r}" r="${r * 0.07}" fill="#fff1c2"/>`)).join("")}`,
  );

/** A whole tomato from above, with its green calyx. */
export function tomato(x: number, y: number, r: number, rot = 0) {
  const star = [0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="${r * 0.2}" rx="${r * 0.24}" ry="${r * 0.08}" transform="rotate(${a})" fill="#3f8f2f"/>`)
    .join("");
  return g(
    x,
    y,
    rot,
    `<circle r="${r}" fill="#e0392b"/><circle cx="${-r * 0.3}" cy="${-r * 0.3}" r="${r * 0.28}" fill="#fff" opacity="0.18"/>${star}`,
  );
}

export const cucumberSlice = (x: number, y: number, r: number, rot = 0) =>
  g(
    x,
    y,
    rot,
    `<ellipse rx="${r}" ry="${r * 0.92}" fill="#2f7a32"/><ellipse rx="${r * 0.86}" ry="${r * 0.78}" fill="#cfe9a6"/>
    <ellipse rx="${r * 0.46}" ry="${r * 0.4}" fill="#e8f5c9"/>
    ${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="${r * 0.3}" rx="${r * 0.09}" ry="${r * 0.05}" transform="rotate(${a})" fill="#b9d88a"/>`).join("")}`,
  );

export const chickpea = (x: number, y: number, r: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<circle r="${r}" fill="#e2b56b"/><circle cx="${-r * 0.25}" cy="${-r * 0.25}" r="${r * 0.45}" fill="#f0cc8a"/><path d="M${r * 0.3} ${-r * 0.8} q${r * 0.35} ${r * 0.4} ${r * 0.1} ${r * 0.9}" stroke="#b98a44" stroke-width="${r * 0.18}" fill="none"/>`,
  );

export const bean = (x: number, y: number, s: number, rot: number, fill = "#2a2330") =>
  g(
    x,
    y,
    rot,
    `<ellipse rx="${s}" ry="${s * 0.6}" fill="${fill}"/><ellipse cx="${-s * 0.3}" cy="${-s * 0.22}" rx="${s * 0.35}" ry="${s * 0.14}" fill="#fff" opacity="0.35"/>`,
  );

export const lentil = (x: number, y: number, s: number, rot: number) =>
  g(x, y, rot, `<ellipse rx="${s}" ry="${s * 0.8}" fill="#8a5a2b"/><ellipse rx="${s * 0.55}" ry="${s * 0.4}" fill="#a8733c"/>`);

/** An elbow of macaroni. */
export const macaroni = (x: number, y: number, s: number, rot: number, fill = "#f3c95c") =>
  g(
    x,
    y,
    rot,
    `<path d="M${-s} 0 A${s} ${s} 0 0 1 ${s} 0" fill="none" stroke="#c99a35" stroke-width="${s * 0.95}" stroke-linecap="round"/>
    <path d="M${-s} 0 A${s} ${s} 0 0 1 ${s} 0" fill="none" stroke="${fill}" stroke-width="${s * 0.6}" stroke-linecap="round"/>`,
  );

export function broccoli(x: number, y: number, s: number, rot: number) {
  const buds = [
    [0, -0.35, 0.42],
    [-0.38, -0.1, 0.36],
    [0.38, -0.1, 0.36],
    [-0.15, 0.12, 0.32],
    [0.2, 0.15, 0.3],
  ]
    .map(
      ([bx, by, br]) =>
        `<circle cx="${bx * s}" cy="${by * s}" r="${br * s}" fill="#3f8a34"/><circle cx="${(bx - 0.08) * s}" cy="${(by - 0.1) * s}" r="${br * s * 0.45}" fill="#5aa843"/>`,
    )
    .join("");
  return g(
    x,
    y,
    rot,
    `<path d="M${-s * 0.16} ${s * 0.2} L${-s * 0.12} ${s * 0.85} Q0 ${s * 0.95} ${s * 0.12} ${s * 0.85} L${s * 0.16} ${s * 0.2}Z" fill="#9cc46a"/>${buds}`,
  );
}

/** A seared 1-inch piece of chicken breast. */
export const chicken = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<rect x="${-s}" y="${-s * 0.8}" width="${s * 2}" height="${s * 1.6}" rx="${s * 0.45}" fill="#c98a42"/>
    <rect x="${-s * 0.75}" y="${-s * 0.55}" width="${s * 1.3}" height="${s * 0.9}" rx="${s * 0.35}" fill="#e2b06a"/>
    <ellipse cx="${s * 0.35}" cy="${s * 0.35}" rx="${s * 0.35}" ry="${s * 0.2}" fill="#a96a2c" opacity="0.7"/>`,
  );

export const garlicClove = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<path d="M0 ${-s} Q${s * 0.9} ${-s * 0.2} ${s * 0.5} ${s * 0.8} Q0 ${s} ${-s * 0.5} ${s * 0.8} Q${-s * 0.7} 0 0 ${-s}Z" fill="#f6efe0"/><path d="M0 ${-s * 0.8} Q${s * 0.35} 0 ${s * 0.15} ${s * 0.8}" stroke="#ddd1b8" stroke-width="${s * 0.12}" fill="none"/>`,
  );

export function garlicBulb(x: number, y: number, s: number) {
  return g(
    x,
    y,
    0,
    `<path d="M0 ${-s * 1.1} Q${s * 0.1} ${-s * 0.7} ${s * 0.35} ${-s * 0.5} Q${s * 1.1} ${-s * 0.1} ${s * 0.7} ${s * 0.6} Q0 ${s * 0.95} ${-s * 0.7} ${s * 0.6} Q${-s * 1.1} ${-s * 0.1} ${-s * 0.35} ${-s * 0.5} Q${-s * 0.1} ${-s * 0.7} 0 ${-s * 1.1}Z" fill="#f7f0e2"/>
    <path d="M0 ${-s * 0.5} Q${-s * 0.25} ${s * 0.2} 0 ${s * 0.85} M${-s * 0.3} ${-s * 0.45} Q${-s * 0.75} ${s * 0.15} ${-s * 0.4} ${s * 0.75} M${s * 0.3} ${-s * 0.45} Q${s * 0.75} ${s * 0.15} ${s * 0.4} ${s * 0.75}" stroke="#e0cfb1" stroke-width="${s * 0.08}" fill="none"/>`,
  );
}

/** A spoon from above, bowl end at (x, y), handle running at `rot` degrees. */
export const spoon = (x: number, y: number, s: number, rot: number, fill = "#cfd5db") =>
  g(
    x,
    y,
    rot,
    `<rect x="${s * 0.6}" y="${-s * 0.1}" width="${s * 2.4}" height="${s * 0.2}" rx="${s * 0.1}" fill="${fill}"/><ellipse rx="${s * 0.7}" ry="${s * 0.45}" fill="${fill}"/><ellipse cx="${-s * 0.08}" rx="${s * 0.5}" ry="${s * 0.3}" fill="#fff" opacity="0.35"/>`,
  );

export const woodenSpoon = (x: number, y: number, s: number, rot: number) => spoon(x, y, s, rot, "#c8904f");

export const fork = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<rect x="${s * 0.5}" y="${-s * 0.09}" width="${s * 2.4}" height="${s * 0.18}" rx="${s * 0.09}" fill="#cfd5db"/>
    <path d="M${s * 0.6} ${-s * 0.28} H${-s * 0.1} M${s * 0.6} ${-s * 0.1} H${-s * 0.2} M${s * 0.6} ${s * 0.1} H${-s * 0.2} M${s * 0.6} ${s * 0.28} H${-s * 0.1}" stroke="#cfd5db" stroke-width="${s * 0.1}" stroke-linecap="round"/>
    <rect x="${s * 0.3}" y="${-s * 0.32}" width="${s * 0.4}" height="${s * 0.64}" rx="${s * 0.2}" fill="#cfd5db"/>`,
  );

export const knife = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<path d="M${-s * 1.4} 0 Q${-s * 1.3} ${-s * 0.28} ${-s * 0.9} ${-s * 0.28} H${s * 0.2} V${s * 0.12} H${-s * 1.4}Z" fill="#d7dce1"/><rect x="${s * 0.2}" y="${-s * 0.17}" width="${s * 1.4}" height="${s * 0.3}" rx="${s * 0.15}" fill="#6b4a2f"/>`,
  );

/** A round slice of bread from above with its crust, or `toasted`. */
export function breadSlice(x: number, y: number, s: number, rot: number, crumb = "#f3ddb0", crust = "#b8743a") {
  const d = (k: number) =>
    `M${-s * k} ${s * 0.9 * k} V${-s * 0.3 * k} Q${-s * 1.15 * k} ${-s * 1.05 * k} ${-s * 0.45 * k} ${-s * 1.05 * k} Q0 ${-s * 0.85 * k} ${s * 0.45 * k} ${-s * 1.05 * k} Q${s * 1.15 * k} ${-s * 1.05 * k} ${s * k} ${-s * 0.3 * k} V${s * 0.9 * k}Z`;
  return g(x, y, rot, `<path d="${d(1)}" fill="${crust}"/><path d="${d(0.86)}" fill="${crumb}"/>`);
}

export const butterPat = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<rect x="${-s}" y="${-s * 0.75}" width="${s * 2}" height="${s * 1.5}" rx="${s * 0.25}" fill="#f7dc6f"/><rect x="${-s * 0.8}" y="${-s * 0.6}" width="${s * 1.2}" height="${s * 0.4}" rx="${s * 0.2}" fill="#fff6c4" opacity="0.8"/>`,
  );

/** A hand-shaped round (dough, tortilla): a circle whose edge wanders a little. */
export function blob(cx: number, cy: number, r: number, seed: number, wobble = 0.04) {
  const rnd = random(seed);
  const n = 14;
  const pts = Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const rr = r * (1 + (rnd() - 0.5) * 2 * wobble);
    return [cx + rr * Math.cos(t), cy + rr * Math.sin(t)];
  });
  const mid = (a: number[], b: number[]) => `${((a[0] + b[0]) / 2).toFixed(1)} ${((a[1] + b[1]) / 2).toFixed(1)}`;
  let d = `M${mid(pts[n - 1], pts[0])}`;
  for (let i = 0; i < n; i++) d += ` Q${pts[i][0].toFixed(1)} ${pts[i][1].toFixed(1)} ${mid(pts[i], pts[(i + 1) % n])}`;
  return d + "Z";
}

/** A path along an Archimedean spiral, for rolls and swirls. */
export function spiral(cx: number, cy: number, r: number, turns: number) {
  let d = "";
  const steps = Math.round(turns * 36);
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * turns * Math.PI * 2;
    const rr = (r * i) / steps;
    d += `${i ? "L" : "M"}${(cx + rr * Math.cos(t)).toFixed(1)} ${(cy + rr * Math.sin(t)).toFixed(1)}`;
  }
  return d;
}
