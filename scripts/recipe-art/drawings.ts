// One drawing per recipe, of the dish as the recipe serves it (or, for doughs and
// mixes, what the recipe makes), each described by the recipe's imgAlt.
import type { RecipeSlug } from "../../app/recipes/types";
import {
  bean,
  blob,
  board,
  bowl,
  breadSlice,
  broccoli,
  butterPat,
  chicken,
  chickpea,
  citrusSlice,
  cucumberSlice,
  dill,
  flecks,
  fork,
  frontPlate,
  g,
  garlicBulb,
  garlicClove,
  knife,
  leaf,
  lemonWedge,
  lentil,
  macaroni,
  pan,
  plate,
  random,
  scatter,
  spiral,
  spoon,
  tomato,
  tomatoHalf,
  woodenSpoon,
} from "./draw";

const PARSLEY = "#3e8a36";
const PEPPER = "#3b2e25";

/** Ribbons of pasta twirled round a centre, as fettuccine lies on a plate. */
function ribbons(n: number, cx: number, cy: number, r: number, seed: number, width: number, edge: string, fill: string) {
  const rnd = random(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const rr = r * (0.25 + 0.75 * rnd());
    const a0 = rnd() * Math.PI * 2;
    const a1 = a0 + 1.2 + rnd() * 2;
    const wob = 1 + (rnd() - 0.5) * 0.3;
    const p = (a: number, k: number) => `${(cx + rr * k * Math.cos(a)).toFixed(0)} ${(cy + rr * k * Math.sin(a)).toFixed(0)}`;
    const d = `M${p(a0, 1)} Q${p((a0 + a1) / 2, wob * 1.15)} ${p(a1, 1)}`;
    out += `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${width * 0.72}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Fresh fettuccine laid out side by side. */
const strands = (x: number, y: number, n: number, len: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = `M${x} ${y + i * 22} q${len / 4} -10 ${len / 2} 0 t${len / 2} 0`;
    return `<path d="${d}" fill="none" stroke="#d9a63a" stroke-width="18" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#f6d36b" stroke-width="12" stroke-linecap="round"/>`;
  }).join("");

/** A stack of pancakes from the front, `n` high, on an oval plate. */
function stack(n: number, cx: number, base: number, rx: number, band: string, extra: (y: number) => string) {
  let out = frontPlate(cx, base, rx + 70);
  const th = 34;
  const ry = rx * 0.26;
  for (let i = 0; i < n; i++) {
    const y = base - 10 - i * th;
    const wob = i % 2 ? 6 : -6;
    out += `<path d="M${cx - rx + wob} ${y - th} V${y} A${rx} ${ry} 0 0 0 ${cx + rx + wob} ${y} V${y - th}Z" fill="${band}"/>
    <path d="M${cx - rx + wob} ${y} A${rx} ${ry} 0 0 0 ${cx + rx + wob} ${y}" fill="none" stroke="#b8702e" stroke-width="7"/>${extra(y - th / 2 + ry * 0.6)}`;
  }
  const top = base - 10 - n * th;
  return {
    svg:
      out +
      `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="#d0893f"/><ellipse cx="${cx}" cy="${top}" rx="${rx - 14}" ry="${ry - 8}" fill="#dd9a4c"/>`,
    top,
  };
}

/** A thin pool of maple syrup running over the top of a stack and down its sides. */
const syrup = (cx: number, top: number, rx: number) =>
  `<path d="M${cx - rx * 0.7} ${top} Q${cx - rx * 0.6} ${top - rx * 0.2} ${cx} ${top - rx * 0.19} Q${cx + rx * 0.75} ${top - rx * 0.18} ${cx + rx * 0.8} ${top + 4}
  L${cx + rx * 0.82} ${top + 70} q-10 14 -20 0 L${cx + rx * 0.55} ${top + 26} L${cx + rx * 0.3} ${top + 34} L${cx + rx * 0.28} ${top + 110} q-11 15 -22 0 L${cx + rx * 0.04} ${top + 30}
  L${cx - rx * 0.35} ${top + 28} L${cx - rx * 0.38} ${top + 60} q-11 14 -22 0 L${cx - rx * 0.62} ${top + 18}Z" fill="#a5521a" opacity="0.9"/>`;

const blueberry = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#3b4a8c"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#8d9bd6" opacity="0.7"/><circle cx="${x + r * 0.2}" cy="${y + r * 0.15}" r="${r * 0.22}" fill="#25305f"/>`;

/** A glass jar from the front, filled with `fill` and its surface drawn by `top`. */
const jar = (cx: number, base: number, w: number, h: number, fill: string, top: string) =>
  `<ellipse cx="${cx + 6}" cy="${base + 6}" rx="${w / 2 + 20}" ry="20" fill="#3a2410" opacity="0.13"/>
  <path d="M${cx - w / 2} ${base - h + 70} Q${cx - w / 2} ${base - h + 40} ${cx - w / 2 + 30} ${base - h + 30} V${base - h} H${cx + w / 2 - 30} V${base - h + 30} Q${cx + w / 2} ${base - h + 40} ${cx + w / 2} ${base - h + 70} V${base - 30} Q${cx + w / 2} ${base} ${cx + w / 2 - 30} ${base} H${cx - w / 2 + 30} Q${cx - w / 2} ${base} ${cx - w / 2} ${base - 30}Z" fill="#e4eef2"/>
  <rect x="${cx - w / 2 + 12}" y="${base - h + 70}" width="${w - 24}" height="${h - 82}" rx="22" fill="${fill}"/>${top}
  ${[8, 20].map((d) => `<path d="M${cx - w / 2 + 30} ${base - h + d} H${cx + w / 2 - 30}" stroke="#c3d3da" stroke-width="5"/>`).join("")}
  <rect x="${cx - w / 2 + 22}" y="${base - h + 90}" width="16" height="${h - 130}" rx="8" fill="#fff" opacity="0.6"/>`;

const egg = (x: number, y: number, s: number, rot: number, shell = "#e8c39a") =>
  g(
    x,
    y,
    rot,
    `<ellipse rx="${s * 0.78}" ry="${s}" fill="${shell}"/><ellipse cx="${-s * 0.25}" cy="${-s * 0.35}" rx="${s * 0.2}" ry="${s * 0.3}" fill="#fff" opacity="0.3"/>`,
  );

/** Beef crumbles, or any small browned bits. */
const crumbles = (n: number, cx: number, cy: number, r: number, seed: number, fill: string, s: number) =>
  scatter(n, cx, cy, r, seed, (x, y, a) =>
    g(
      x,
      y,
      a,
      `<path d="M${-s} ${-s * 0.3} L${-s * 0.2} ${-s * 0.9} L${s * 0.8} ${-s * 0.5} L${s} ${s * 0.4} L${s * 0.1} ${s * 0.9} L${-s * 0.8} ${s * 0.6}Z" fill="${fill}"/>`,
    ),
  );

/** Shreds of cheddar. */
const shreds = (n: number, cx: number, cy: number, r: number, seed: number, fill = "#f29a1f") =>
  scatter(n, cx, cy, r, seed, (x, y, a) => g(x, y, a, `<rect x="-16" y="-3.5" width="32" height="7" rx="3.5" fill="${fill}"/>`));

const pecan = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<ellipse rx="${s}" ry="${s * 0.55}" fill="#7a431d"/><path d="M${-s * 0.8} 0 H${s * 0.8} M${-s * 0.5} ${-s * 0.3} Q0 ${-s * 0.1} ${s * 0.5} ${-s * 0.3} M${-s * 0.5} ${s * 0.3} Q0 ${s * 0.1} ${s * 0.5} ${s * 0.3}" stroke="#4f2a10" stroke-width="${s * 0.12}" fill="none"/>`,
  );

/** A round pita wedge with toasted spots. */
const pitaWedge = (x: number, y: number, r: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<path d="M0 0 L${r} 0 A${r} ${r} 0 0 1 ${r * Math.cos(1)} ${r * Math.sin(1)}Z" fill="#eccb8e"/>${[0.4, 0.65, 0.8].map((f, i) => `<circle cx="${r * f * Math.cos(0.3 + i * 0.2)}" cy="${r * f * Math.sin(0.3 + i * 0.2)}" r="${r * 0.06}" fill="#c98d48"/>`).join("")}`,
  );

const jalapenoRing = (x: number, y: number, r: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<circle r="${r}" fill="#2f7d2a"/><circle r="${r * 0.72}" fill="#b9dd8a"/><circle r="${r * 0.34}" fill="#f3f1d4"/>${[0, 120, 240].map((a) => `<ellipse cx="${r * 0.22}" rx="${r * 0.12}" ry="${r * 0.07}" transform="rotate(${a})" fill="#e9e2b0"/>`).join("")}`,
  );

/** A whole jalapeño from above. */
const jalapeno = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<path d="M${-s} ${-s * 0.25} Q0 ${-s * 0.45} ${s} ${-s * 0.05} Q${s * 1.25} ${s * 0.2} ${s} ${s * 0.3} Q0 ${s * 0.5} ${-s} ${s * 0.25}Z" fill="#2f7d2a"/>
    <path d="M${-s * 0.7} ${-s * 0.15} Q0 ${-s * 0.3} ${s * 0.7} ${-s * 0.02}" stroke="#6fb04f" stroke-width="${s * 0.08}" fill="none"/><rect x="${-s * 1.35}" y="${-s * 0.1}" width="${s * 0.4}" height="${s * 0.2}" rx="${s * 0.1}" fill="#7a9a3a"/>`,
  );

const redOnion = (x: number, y: number, s: number, rot: number) =>
  g(
    x,
    y,
    rot,
    `<path d="M${-s} 0 A${s} ${s * 0.7} 0 0 1 ${s} 0" stroke="#8e3a78" stroke-width="${s * 0.22}" fill="none" stroke-linecap="round"/><path d="M${-s} 0 A${s} ${s * 0.7} 0 0 1 ${s} 0" stroke="#e6c3dc" stroke-width="${s * 0.08}" fill="none"/>`,
  );

const pickle = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#6a8f2c"/><circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#b9c86a"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${x + r * 0.45 * Math.cos((a * Math.PI) / 180)}" cy="${y + r * 0.45 * Math.sin((a * Math.PI) / 180)}" r="${r * 0.1}" fill="#e6e6a6"/>`).join("")}`;

/** A cinnamon roll from above: a spiral of dough and filling, frosting spread over the middle. */
const cinnamonRoll = (cx: number, cy: number, r: number, seed: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e8b46a"/><path d="${spiral(cx, cy, r * 0.92, 3.3)}" fill="none" stroke="#8a4a1f" stroke-width="${r * 0.09}" stroke-linecap="round"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#c98a40" stroke-width="${r * 0.08}"/>
  <path d="${blob(cx - r * 0.05, cy - r * 0.05, r * 0.5, seed, 0.18)}" fill="#fbf6ec"/><ellipse cx="${cx - r * 0.2}" cy="${cy - r * 0.2}" rx="${r * 0.15}" ry="${r * 0.07}" fill="#fff" opacity="0.9"/>`;

/** The cinnamon rolls' pan as the recipe fills it at 1X: its imgAlt names the same count (pictures.test.ts). */
export const CINNAMON_ROLL_PAN = { rows: 3, columns: 4 };

// Pressed against each other in the pan's 664x464 inside, as they rise.
const rollsInPan = ({ rows, columns } = CINNAMON_ROLL_PAN) =>
  Array.from({ length: rows * columns }, (_, i) => {
    const [col, row] = [i % columns, Math.floor(i / columns)];
    const [w, h] = [664 / columns, 464 / rows];
    return cinnamonRoll(68 + w * (col + 0.5), 68 + h * (row + 0.5), Math.min(w, h) / 2 + 2, 220 + i);
  }).join("");

/** A mug of spiced tea from the front. */
function mug(cx: number, base: number) {
  return `<ellipse cx="${cx + 10}" cy="${base + 4}" rx="190" ry="34" fill="#3a2410" opacity="0.14"/>
  <path d="M${cx + 110} ${base - 250} q110 0 110 95 q0 95 -110 95" fill="none" stroke="#2f6f8f" stroke-width="34"/>
  <path d="M${cx - 150} ${base - 300} H${cx + 150} V${base - 40} Q${cx + 150} ${base} ${cx + 110} ${base} H${cx - 110} Q${cx - 150} ${base} ${cx - 150} ${base - 40}Z" fill="#2f6f8f"/>
  <ellipse cx="${cx}" cy="${base - 300}" rx="150" ry="36" fill="#245a74"/><ellipse cx="${cx}" cy="${base - 296}" rx="134" ry="28" fill="#b85a1f"/>
  <ellipse cx="${cx - 30}" cy="${base - 300}" rx="60" ry="10" fill="#e08a3c" opacity="0.6"/>
  <path d="M${cx - 100} ${base - 250} V${base - 70}" stroke="#fff" stroke-opacity="0.2" stroke-width="18" stroke-linecap="round"/>`;
}

const steam = (x: number, y: number) =>
  [0, 50, 100]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y} q-25 -35 0 -70 q25 -35 0 -70" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="12" stroke-linecap="round"/>`,
    )
    .join("");

/** Harira from above: lentils, chickpeas, vermicelli, lamb, ribbons of egg and herbs. */
const harira = () => `
      ${scatter(70, 370, 310, 190, 191, (x, y, a) => lentil(x, y, 8, a))}
      ${scatter(16, 370, 310, 180, 192, (x, y, a) => chickpea(x, y, 16, a))}
      ${scatter(14, 370, 310, 170, 193, (x, y, a) => g(x, y, a, `<path d="M-24 0 Q-8 -10 8 0 T24 0" stroke="#f7e6a8" stroke-width="7" fill="none" stroke-linecap="round"/>`))}
      ${scatter(8, 370, 310, 160, 194, (x, y, a) => g(x, y, a, `<rect x="-14" y="-11" width="28" height="22" rx="7" fill="#6a3018"/>`))}
      ${flecks(50, 370, 310, 185, 195, PARSLEY, 6)}`;

// A new recipe needs none to go live: it starts with a placeholder JPEG (placeholder.ts).
export const PICTURES: Partial<Record<RecipeSlug, string>> = {
  simplepastadough: `${board(90, 90, 620, 420)}
    ${flecks(60, 400, 300, 200, 3, "#fffaf0", 5)}
    ${strands(150, 150, 8, 300)}${[0, 36, 72, 108, 144].map((a) => g(530, 390, a, `<ellipse rx="80" ry="34" fill="none" stroke="#d9a63a" stroke-width="18"/><ellipse rx="80" ry="34" fill="none" stroke="#f6d36b" stroke-width="12"/>`)).join("")}
    <circle cx="580" cy="190" r="78" fill="#f2cf6c"/><circle cx="556" cy="166" r="30" fill="#fbe6a6" opacity="0.7"/>${flecks(14, 580, 190, 60, 9, "#fffaf0", 4)}
    ${egg(200, 430, 48, -20)}
    ${g(320, 440, 0, `<ellipse rx="46" ry="38" fill="#f8f1e4"/><circle r="22" fill="#f6a623"/><circle cx="-6" cy="-6" r="7" fill="#ffd27a"/>`)}`,

  simplepizzadough: `${board(60, 60, 560, 480, true)}
    ${flecks(120, 340, 300, 260, 5, "#f2c94c", 3)}
    <path d="${blob(346, 310, 212, 6)}" fill="#c9a878" opacity="0.5"/><path d="${blob(340, 300, 212, 6)}" fill="#ecd6a8"/><path d="${blob(340, 300, 176, 7, 0.03)}" fill="#f7e9cb"/>
    ${scatter(14, 340, 300, 150, 8, (x, y) => `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="13" ry="9" fill="#ebd6ad"/>`)}
    <path d="M260 230 Q300 210 340 225" stroke="#fffaf0" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.8"/>
    ${g(700, 470, 0, `<circle cx="6" cy="10" r="78" fill="#3a2410" opacity="0.13"/><circle r="78" fill="#c9d6dc"/><circle r="64" fill="#eef2f4"/><circle r="50" fill="#f3e1bd"/><circle cx="-14" cy="-16" r="18" fill="#fff4dc" opacity="0.8"/>`)}`,

  alfredopastawithchickenandbroccoli: `${plate(400, 300, 260)}
    <path d="${blob(400, 300, 185, 10, 0.06)}" fill="#f6ead0"/>
    ${ribbons(46, 400, 300, 160, 11, 22, "#d6ad58", "#f2d88e")}
    ${scatter(14, 400, 300, 140, 12, (x, y, a) => g(x, y, a, `<ellipse rx="42" ry="16" fill="#fffaf0" opacity="0.45"/>`))}
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => chicken(400 + 105 * Math.cos(i * 0.9 + 0.3), 300 + 100 * Math.sin(i * 0.9 + 0.3), 28, i * 37)).join("")}
    ${[0, 1, 2, 3, 4, 5].map((i) => broccoli(400 + 120 * Math.cos(i * 1.05 + 0.8), 290 + 115 * Math.sin(i * 1.05 + 0.8), 48, i * 50 - 40)).join("")}
    ${chicken(395, 300, 28, 20)}
    ${flecks(40, 400, 300, 160, 15, PARSLEY, 4)}${flecks(40, 400, 300, 170, 16, PEPPER, 2)}
    ${fork(640, 470, 60, -40)}`,

  cinnamonmapleoatmeal: `${bowl(
    380,
    300,
    220,
    "#4f7fae",
    "#e6cf9f",
    `
      ${scatter(140, 380, 300, 190, 21, (x, y, a) => g(x, y, a, `<ellipse rx="13" ry="8" fill="#f3e2bc" stroke="#d4b57f" stroke-width="2"/>`))}
      <path d="${blob(390, 300, 80, 24, 0.25)}" fill="#d07a22" opacity="0.5"/>
      <path d="M300 240 Q340 200 390 250 T480 260 M290 350 Q350 320 400 360 T500 350" stroke="#b45d17" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.8"/>
      ${[
        [300, 190, 20],
        [470, 230, 70],
        [450, 390, -30],
        [290, 380, 110],
        [390, 420, 5],
      ]
        .map(([x, y, a]) => pecan(x, y, 30, a))
        .join("")}
      ${flecks(60, 380, 300, 170, 22, "#8a4a1f", 3)}`,
  )}
    ${g(660, 120, -30, `<path d="M-62 -20 L-92 0 L-62 20Z" fill="#e9e2d6"/><path d="M55 -24 q45 0 45 24 q0 24 -45 24" fill="none" stroke="#e9e2d6" stroke-width="14"/><circle r="64" fill="#e9e2d6"/><circle r="52" fill="#c0661a"/><ellipse cx="-16" cy="-18" rx="20" ry="9" fill="#f0a456" opacity="0.7"/>`)}
    ${spoon(560, 470, 60, 30)}`,

  basicwaffle: `${plate(400, 300, 260)}
    ${g(
      400,
      300,
      -8,
      `<rect x="-165" y="-165" width="330" height="330" rx="40" fill="#c98433"/><rect x="-150" y="-150" width="300" height="300" rx="30" fill="#e4a85a"/>
      ${Array.from({ length: 25 }, (_, i) => `<rect x="${-132 + (i % 5) * 54}" y="${-132 + Math.floor(i / 5) * 54}" width="40" height="40" rx="6" fill="#c98433"/>`).join("")}
      ${[6, 7, 8, 11, 12, 13, 16, 17, 18, 2, 22].map((i) => `<rect x="${-132 + (i % 5) * 54}" y="${-132 + Math.floor(i / 5) * 54}" width="40" height="40" rx="6" fill="#a24f16" opacity="0.85"/>`).join("")}`,
    )}
    ${butterPat(410, 280, 44, 12)}`,

  softboiledeggs: `${frontPlate(400, 460, 340)}
    ${[290, 510]
      .map(
        (
          x,
          i,
        ) => `<ellipse cx="${x}" cy="452" rx="66" ry="16" fill="#c5593e"/><path d="M${x - 30} 450 L${x - 26} 400 H${x + 26} L${x + 30} 450Z" fill="#e26a4b"/>
      <path d="M${x - 80} 320 Q${x - 80} 410 ${x} 410 Q${x + 80} 410 ${x + 80} 320Z" fill="#e26a4b"/>
      <path d="M${x - 66} 320 Q${x - 74} 170 ${x} 160 Q${x + 74} 170 ${x + 66} 320Z" fill="#ecc9a0"/>
      <path d="M${x - 60} 214 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l-12 14 h-96Z" fill="#ecc9a0"/>
      <ellipse cx="${x}" cy="214" rx="58" ry="16" fill="#fffdf6"/><ellipse cx="${x}" cy="214" rx="36" ry="11" fill="#f59e0b"/>
      <path d="M${x + 16} 218 q8 34 -4 52 q-10 -12 -8 -48Z" fill="#f59e0b"/>
      ${i ? g(x - 6, 150, 28, `<rect x="-20" y="-70" width="40" height="140" rx="8" fill="#a8632a"/><rect x="-14" y="-70" width="28" height="132" rx="6" fill="#e2a85a"/><rect x="-14" y="30" width="28" height="32" fill="#f59e0b"/>`) : flecks(6, x, 214, 26, x, PEPPER, 2)}`,
      )
      .join("")}
    ${[
      [220, 520, -6],
      [400, 530, 2],
      [580, 518, 8],
    ]
      .map(([x, y, a]) =>
        g(
          x,
          y,
          a,
          `<rect x="-90" y="-20" width="180" height="40" rx="8" fill="#a8632a"/><rect x="-84" y="-20" width="168" height="30" rx="6" fill="#e2a85a"/><rect x="-70" y="-18" width="120" height="10" rx="5" fill="#f6dc7a" opacity="0.8"/>`,
        ),
      )
      .join("")}`,

  beefstew: `${bowl(
    380,
    300,
    225,
    "#4f6a5a",
    "#7a3c19",
    `
      ${scatter(9, 380, 300, 160, 36, (x, y, a) => g(x, y, a, `<rect x="-30" y="-26" width="60" height="52" rx="14" fill="#5b2a12"/><rect x="-22" y="-20" width="30" height="16" rx="8" fill="#7e4222"/>`))}
      ${scatter(9, 380, 300, 170, 37, (x, y, a) => g(x, y, a, `<rect x="-26" y="-22" width="52" height="44" rx="12" fill="#f2d27c"/><rect x="-18" y="-14" width="20" height="12" rx="6" fill="#fbe7a8"/>`))}
      ${scatter(11, 380, 300, 175, 38, (x, y) => `<circle cx="${x}" cy="${y}" r="22" fill="#e9741c"/><circle cx="${x}" cy="${y}" r="13" fill="#f39a3e"/>`)}
      ${scatter(22, 380, 300, 175, 34, (x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="#6aa83a"/>`)}
      ${flecks(40, 380, 300, 170, 35, PARSLEY, 5)}`,
  )}
    ${breadSlice(680, 170, 80, 20, "#f0d7a4", "#9a5a25")}`,

  blackbeangoulash: `${pan(
    360,
    300,
    230,
    20,
    "#8f989f",
    "#2f2f33",
    "#b8321d",
    `
      ${scatter(55, 360, 300, 190, 41, (x, y, a) => macaroni(x, y, 16, a))}
      ${scatter(34, 360, 300, 195, 42, (x, y, a) => bean(x, y, 15, a))}
      ${scatter(10, 360, 300, 180, 43, (x, y, a) => g(x, y, a, `<rect x="-16" y="-10" width="32" height="20" rx="6" fill="#e2452b"/>`))}
      ${shreds(22, 360, 300, 170, 44)}
      ${flecks(40, 360, 300, 190, 45, PARSLEY, 5)}`,
  )}`,

  chocolatecookies: `${g(
    400,
    300,
    -6,
    `<rect x="-310" y="-230" width="620" height="460" rx="20" fill="none" stroke="#7d858c" stroke-width="10"/>
      ${Array.from({ length: 11 }, (_, i) => `<path d="M${-260 + i * 52} -230 V230" stroke="#9aa2a9" stroke-width="5"/>`).join("")}`,
  )}
    ${[
      [240, 200],
      [450, 170],
      [620, 260],
      [300, 410],
      [510, 400],
    ]
      .map(
        (
          [x, y],
          i,
        ) => `<circle cx="${x + 6}" cy="${y + 10}" r="92" fill="#3a2410" opacity="0.18"/><circle cx="${x}" cy="${y}" r="90" fill="#5b3421"/>
      ${scatter(5, x, y, 60, 50 + i, (cx, cy, a) => g(cx, cy, a, `<path d="M-16 -4 Q0 -12 14 -2" stroke="#7b4a30" stroke-width="5" fill="none" stroke-linecap="round"/>`))}
      ${scatter(8, x, y, 68, 60 + i, (cx, cy) => `<path d="M${cx - 11} ${cy + 7} Q${cx} ${cy - 16} ${cx + 11} ${cy + 7}Z" fill="#2b170d"/>`)}`,
      )
      .join("")}
    ${scatter(7, 400, 520, 40, 70, (x, y, a) => g(x, y, a, `<path d="M-11 7 Q0 -16 11 7Z" fill="#2b170d"/>`))}`,

  homemademayonnaise: `${g(440, 150, 20, `<rect x="-14" y="-140" width="28" height="230" rx="14" fill="#cfd5db"/>`)}${jar(380, 510, 280, 330, "#f7ecc2", `<path d="M252 250 Q300 215 340 238 Q370 200 400 236 Q450 212 508 250" stroke="#fff4cf" stroke-width="16" fill="none" stroke-linecap="round"/>`)}
    ${g(160, 470, -8, `<ellipse cx="6" cy="44" rx="100" ry="14" fill="#3a2410" opacity="0.13"/><ellipse cy="22" rx="100" ry="30" fill="#b9c4ca"/><ellipse cy="10" rx="100" ry="30" fill="#dfe6ea"/><ellipse cy="10" rx="80" ry="22" fill="#cfd8dd"/>`)}
    ${g(660, 480, -12, `<ellipse cx="4" cy="50" rx="80" ry="14" fill="#3a2410" opacity="0.13"/><path d="M-64 0 Q-60 60 0 60 Q60 60 64 0Z" fill="#f6ecdd"/><path d="M-64 0 l14 -12 l12 10 l14 -14 l12 12 l14 -12 l12 10 l14 -12 l12 16Z" fill="#f6ecdd"/><ellipse cy="2" rx="40" ry="10" fill="#f59e0b"/>`)}
    ${citrusSlice(650, 250, 80, "#f2c418", "#fbe46e")}`,

  blueberrylemonpancakes: (() => {
    const s = stack(5, 380, 490, 200, "#e9b163", (y) =>
      [-150, -60, 40, 130].map((dx, i) => blueberry(380 + dx + (y % 7) * 4, y + (i % 2 ? -4 : 6), 10)).join(""),
    );
    const berries = scatter(18, 380, s.top - 4, 80, 81, (x, y) => blueberry(x, y * 0.3 + (s.top - 4) * 0.7, 17));
    return `${s.svg}${berries}
      ${[
        [300, s.top - 6],
        [460, s.top + 2],
      ]
        .map(([x, y]) => `<path d="M${x - 20} ${y} q20 -14 40 0" stroke="#f2c418" stroke-width="6" fill="none" stroke-linecap="round"/>`)
        .join("")}
      ${lemonWedge(660, 480, 70, -20)}${g(150, 130, 0, `<circle r="80" fill="#f4eadb"/>${scatter(16, 0, 0, 60, 82, (x, y) => blueberry(x, y, 18))}`)}`;
  })(),

  pancakes: (() => {
    const s = stack(6, 400, 500, 210, "#eab768", () => "");
    return `${s.svg}${syrup(400, s.top, 210)}
      ${g(420, s.top - 30, 0, `<path d="M-40 14 L-40 -14 L0 -28 L40 -14 L40 14 L0 28Z" fill="#f7dc6f"/><path d="M-40 -14 L0 0 L40 -14 L0 -28Z" fill="#fff0a8"/><path d="M0 0 V28" stroke="#e8c54f" stroke-width="3"/>`)}`;
  })(),

  flourtortillas: `${g(380, 310, -8, `<rect x="-280" y="-240" width="560" height="480" rx="16" fill="#f7f1e6"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-280 + i * 96}" y="-240" width="44" height="480" fill="#c94a3a" opacity="0.55"/><rect x="-280" y="${-240 + i * 84}" width="560" height="40" fill="#c94a3a" opacity="0.35"/>`).join("")}`)}
    ${[12, 8, 4, 0]
      .map((d, i) => `<path d="${blob(380 + d, 300 + d, 205, 92 + i, 0.025)}" fill="${i % 2 ? "#efd9a8" : "#e6cb93"}"/>`)
      .join("")}
    <path d="${blob(380, 300, 205, 96, 0.025)}" fill="#f4e3ba"/>
    ${scatter(22, 380, 300, 175, 91, (x, y, a) => `<path d="${blob(x, y, 6 + (a % 16), Math.round(a), 0.3)}" fill="#c98a45" opacity="0.55"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${2 + (a % 5)}" fill="#8f5320" opacity="0.7"/>`)}
    ${g(650, 470, -30, `<rect x="-160" y="-26" width="320" height="52" rx="26" fill="#d9a466"/><rect x="-230" y="-14" width="80" height="28" rx="14" fill="#b07a42"/><rect x="150" y="-14" width="80" height="28" rx="14" fill="#b07a42"/>`)}`,

  artisanbread: `${g(400, 470, 0, `<rect x="-350" y="0" width="700" height="44" rx="16" fill="#c98f52"/><rect x="-350" y="0" width="700" height="16" rx="8" fill="#dcaa6c"/>`)}
    <ellipse cx="330" cy="472" rx="230" ry="24" fill="#3a2410" opacity="0.18"/>
    <path d="M150 470 C40 440 70 200 330 195 C590 200 620 440 510 470Z" fill="#a95b22"/>
    <path d="M160 450 C80 410 105 222 330 218 C555 222 580 410 500 450Z" fill="#c77a34"/>
    <path d="M170 320 Q330 240 490 310 Q330 292 170 320Z" fill="#f2d59c"/>
    <path d="M178 312 Q330 236 480 300" stroke="#7d4016" stroke-width="7" fill="none" stroke-linecap="round"/>
    ${flecks(60, 320, 260, 110, 101, "#fbf3e2", 5)}
    <path d="M590 470 V280 Q590 220 650 220 Q680 200 710 220 Q770 220 770 280 V470Z" fill="#9a5420"/>
    <path d="M604 470 V284 Q604 236 652 236 Q680 218 708 236 Q756 236 756 284 V470Z" fill="#f1dcb2"/>
    ${scatter(16, 680, 350, 70, 102, (x, y, a) => g(x, y, a, `<ellipse rx="${9 + (a % 8)}" ry="6" fill="#d9b77c"/>`))}`,

  creamcheese: `${bowl(330, 280, 190, "#f0ede6", "#fbfaf6", `<path d="${spiral(330, 280, 140, 2.3)}" stroke="#e6dfd1" stroke-width="10" fill="none" stroke-linecap="round"/>`)}
    ${knife(330, 160, 110, -18)}<ellipse cx="215" cy="190" rx="40" ry="16" fill="#fbfaf6" transform="rotate(-18 215 190)"/>
    ${g(
      610,
      430,
      0,
      `<circle cx="8" cy="12" r="135" fill="#3a2410" opacity="0.14"/><circle r="135" fill="#b8722f"/><circle r="118" fill="#e6b676"/><circle r="112" fill="#fbfaf6"/><circle r="34" fill="#e6b676"/><circle r="28" fill="${"#b8722f"}"/>
      ${scatter(18, 0, 0, 100, 111, (x, y, a) => (Math.hypot(x, y) > 40 ? g(x, y, a, `<ellipse rx="6" ry="3" fill="#efe2c4"/>`) : ""))}`,
    )}`,

  marinara: `${pan(
    350,
    300,
    220,
    -30,
    "#a7adb3",
    "#2f2f33",
    "#b5281b",
    `
      ${scatter(30, 350, 300, 180, 121, (x, y, a) => g(x, y, a, `<path d="M-20 -8 Q0 -20 20 -6 Q16 12 -4 12 Q-22 8 -20 -8Z" fill="#d23a25"/>`))}
      ${scatter(40, 350, 300, 185, 122, (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="#f08a3a" opacity="0.8"/>`)}
      ${scatter(8, 350, 300, 150, 123, (x, y, a) => g(x, y, a, `<ellipse rx="10" ry="6" fill="#f3e9d2"/>`))}
      ${leaf(330, 260, 90, -20)}${leaf(390, 300, 80, 50)}${leaf(320, 340, 70, 160, "#4aa545")}`,
  )}
    ${woodenSpoon(300, 380, 70, 20)}
    ${garlicBulb(680, 460, 64)}${garlicClove(580, 520, 30, 40)}${tomato(110, 110, 62)}`,

  cinnamonsugarfrenchtoast: `${plate(400, 300, 260)}
    ${[
      [330, 250, -20],
      [460, 290, 14],
      [380, 380, -4],
    ]
      .map(
        ([x, y, a], i) =>
          `${breadSlice(x, y, 120, a, "#dc953e", "#7a3f16")}${flecks(5, x, y, 70, 125 + i, "#b8651f", 26)}${flecks(110, x, y, 100, 130 + i, "#f7e7bd", 3)}${flecks(80, x, y, 100, 140 + i, "#8a4a1f", 3)}`,
      )
      .join("")}
    ${g(670, 100, 0, `<circle r="72" fill="#4f7fae"/><circle r="58" fill="#c8935a"/>${flecks(40, 0, 0, 50, 150, "#fff6e0", 3)}`)}`,

  lebanesechickenshawarma: `${plate(400, 300, 260)}
    ${[
      [330, 260, -28],
      [460, 370, -28],
    ]
      .map(([x, y, a]) =>
        g(
          x,
          y,
          a,
          `<rect x="-170" y="-62" width="310" height="124" rx="56" fill="#e9c585"/>
        <rect x="-170" y="-62" width="150" height="124" rx="56" fill="#d7dde1"/><path d="M-150 -40 l30 20 l20 -25 l25 30 M-150 30 l30 -20 l25 22" stroke="#b4bcc2" stroke-width="5" fill="none"/>
        ${[-60, 0, 60].map((d) => `<ellipse cx="${d + 40}" cy="-20" rx="16" ry="9" fill="#c98d48" opacity="0.7"/>`).join("")}
        <ellipse cx="140" cy="0" rx="36" ry="62" fill="#e9c585"/><ellipse cx="142" cy="0" rx="28" ry="52" fill="#f4dcae"/>
        <ellipse cx="144" cy="-22" rx="18" ry="16" fill="#a8652a"/><ellipse cx="140" cy="8" rx="16" ry="14" fill="#d9352b"/><ellipse cx="150" cy="26" rx="12" ry="11" fill="#7fa33a"/>
        <ellipse cx="132" cy="-6" rx="9" ry="7" fill="#c98ab9"/><ellipse cx="152" cy="-2" rx="8" ry="6" fill="#fbf7ee"/><circle cx="136" cy="30" r="6" fill="${PARSLEY}"/>`,
        ),
      )
      .join("")}
    ${g(660, 130, 0, `<circle r="70" fill="#eee7da"/><circle r="56" fill="#fbf8ef"/>${flecks(8, 0, 0, 40, 161, PARSLEY, 4)}`)}
    ${pickle(170, 470, 30)}${pickle(230, 510, 26)}`,

  tacoseasoning: `${board(60, 80, 680, 440)}
    ${bowl(400, 300, 150, "#e9e1d2", "#9c3e22", flecks(160, 400, 300, 125, 171, "#c85a2d", 4) + flecks(60, 400, 300, 125, 172, "#5a2a14", 3))}
    ${spoon(520, 200, 45, -30)}
    ${[
      [150, 160, "#b8321d"],
      [150, 300, "#8a5a2b"],
      [150, 440, "#e0552b"],
      [650, 160, "#efe2c2"],
      [650, 300, "#e3cf9d"],
      [650, 440, "#6b7a35"],
      [290, 480, "#f7f5ef"],
      [510, 480, "#d62a1a"],
    ]
      .map(
        ([x, y, c], i) =>
          `<path d="${blob(+x, +y, 50, 180 + i, 0.12)}" fill="${c}"/><path d="${blob(+x - 8, +y - 8, 26, 190 + i, 0.15)}" fill="#fff" opacity="0.18"/>${flecks(24, +x, +y, 42, 200 + i, "#3a2410", 2)}`,
      )
      .join("")}`,

  moroccanharira: `${bowl(370, 310, 230, "#2f6f8f", "#c2512b", harira())}
    <circle cx="370" cy="310" r="214" fill="none" stroke="#e8c25a" stroke-width="5" stroke-dasharray="14 12"/>
    ${lemonWedge(660, 440, 70, -30)}${lemonWedge(710, 330, 60, 60)}`,

  jalapenochickensalad: `${bowl(
    370,
    300,
    225,
    "#7da35b",
    "#f4ecd6",
    `
      ${scatter(22, 370, 300, 170, 201, (x, y, a) => g(x, y, a, `<path d="M-26 -14 Q-6 -24 22 -14 Q30 10 10 18 Q-20 22 -26 -14Z" fill="#e2c088" stroke="#c59b5c" stroke-width="3"/><path d="M-14 -4 H14 M-10 6 H12" stroke="#c59b5c" stroke-width="3"/>`))}
      ${scatter(14, 370, 300, 175, 202, (x, y, a) => jalapenoRing(x, y, 17, a))}
      ${shreds(20, 370, 300, 170, 203)}
      ${scatter(18, 370, 300, 180, 204, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#4f9b3a" stroke-width="4"/>`)}
      ${flecks(30, 370, 300, 175, 205, PARSLEY, 5)}`,
  )}
    ${jalapeno(670, 120, 80, -30)}
    ${[
      [620, 440],
      [700, 500],
      [690, 380],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x - 45}" y="${y - 45}" width="90" height="90" rx="10" fill="#e7bf7a"/>${[-20, 0, 20].flatMap((dx) => [-20, 0, 20].map((dy) => `<circle cx="${x + dx}" cy="${y + dy}" r="3" fill="#c49150"/>`)).join("")}`,
      )
      .join("")}
    ${g(130, 480, 0, `<path d="M-60 0 A60 60 0 0 0 60 0Z" fill="#4b9a2f"/><path d="M-50 0 A50 50 0 0 0 50 0Z" fill="#c7e57e"/>`)}`,

  russiantea: `${mug(380, 520)}${steam(330, 190)}
    ${g(520, 225, 20, `<rect x="-10" y="-120" width="26" height="150" rx="10" fill="#8a4a1f"/><rect x="-4" y="-120" width="10" height="150" fill="#a8642f"/>`)}
    ${citrusSlice(660, 460, 70, "#f08a1d", "#f7a53b")}${citrusSlice(140, 470, 56, "#f2c418", "#fbe46e")}
    ${scatter(6, 660, 120, 60, 211, (x, y, a) => g(x, y, a, `<rect x="-3" y="-14" width="6" height="20" rx="3" fill="#5a2d14"/><circle cy="-16" r="7" fill="#5a2d14"/>`))}`,

  cinnamonrolls: `${g(400, 300, 0, `<rect x="-350" y="-250" width="700" height="500" rx="30" fill="#9aa3ab"/><rect x="-332" y="-232" width="664" height="464" rx="22" fill="#7b848c"/>`)}
    ${rollsInPan()}`,

  roastedtomatoandbasilsoup: `${bowl(
    380,
    300,
    220,
    "#f1ece2",
    "#d9442a",
    `
      <path d="${spiral(380, 300, 90, 2.2)}" stroke="#fbeee0" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.9"/>
      ${scatter(14, 380, 300, 170, 231, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#f3a23a" opacity="0.8"/>`)}
      ${flecks(24, 380, 300, 170, 232, PEPPER, 2)}
      ${leaf(400, 250, 80, -30)}${leaf(450, 280, 70, 40, "#4aa545")}${leaf(420, 320, 62, 110)}`,
  )}
    ${breadSlice(670, 450, 90, -15, "#f0d7a4", "#9a5a25")}
    ${g(660, 130, 0, `<circle r="74" fill="#f4eadb"/>`)}${tomatoHalf(640, 110, 34, 20)}${tomatoHalf(690, 150, 30, -40)}${g(640, 110, 0, `<circle r="34" fill="none" stroke="#5a2210" stroke-width="6" opacity="0.5"/>`)}`,

  homemadehamburgerhelper: `${pan(
    360,
    300,
    235,
    160,
    "#2e2c2b",
    "#2e2c2b",
    "#e08e2e",
    `
      ${scatter(65, 360, 300, 195, 241, (x, y, a) => macaroni(x, y, 16, a, "#f7c85a"))}
      ${crumbles(45, 360, 300, 195, 242, "#6b3a1e", 12)}
      ${shreds(18, 360, 300, 180, 243, "#f6b33a")}
      ${flecks(20, 360, 300, 190, 244, "#b33a1a", 3)}`,
  )}
    ${woodenSpoon(470, 330, 65, 30)}`,

  classichummus: `${bowl(
    370,
    290,
    230,
    "#c9673a",
    "#e9cf9e",
    `
      <path d="${spiral(370, 290, 160, 2.2)}" stroke="#d3b27b" stroke-width="14" fill="none" stroke-linecap="round"/>
      <circle cx="370" cy="290" r="70" fill="#c2a633" opacity="0.75"/><ellipse cx="350" cy="270" rx="24" ry="12" fill="#f0e08a" opacity="0.6"/>
      ${flecks(70, 370, 290, 180, 251, "#c8321c", 3)}
      ${[
        [350, 300],
        [390, 280],
        [372, 318],
      ]
        .map(([x, y], i) => chickpea(x, y, 14, i * 70))
        .join("")}
      ${flecks(10, 370, 290, 120, 252, PARSLEY, 5)}`,
  )}
    ${[0, 1, 2].map((i) => pitaWedge(580 + i * 20, 390 + i * 35, 150, -60 + i * 26)).join("")}
    ${[0, 1, 2].map((i) => g(650 + i * 30, 110, 70, `<rect x="-70" y="-10" width="140" height="20" rx="10" fill="#ee8a2a"/>`)).join("")}`,

  cucumbertomatosalad: `${bowl(
    380,
    300,
    230,
    "#f1ece2",
    "#dfe5c0",
    `
      ${scatter(16, 380, 300, 175, 261, (x, y, a) => cucumberSlice(x, y, 32, a))}
      ${scatter(14, 380, 300, 175, 262, (x, y, a) => tomatoHalf(x, y, 26, a))}
      ${scatter(9, 380, 300, 165, 263, (x, y, a) => redOnion(x, y, 22, a))}
      ${scatter(5, 380, 300, 140, 264, (x, y, a) => dill(x, y, 60, a))}`,
  )}
    ${tomato(680, 110, 36)}${tomato(720, 180, 32, 40)}${tomato(640, 170, 30, 80)}
    ${g(640, 480, -20, `<rect x="-120" y="-28" width="240" height="56" rx="28" fill="#2f7a32"/><rect x="-100" y="-18" width="200" height="8" rx="4" fill="#5ea34b"/>`)}`,

  greektzatziki: `${bowl(
    370,
    300,
    220,
    "#2f5f9f",
    "#f8f6ef",
    `
      ${scatter(60, 370, 300, 170, 271, (x, y, a) => g(x, y, a, `<rect x="-10" y="-2" width="20" height="4" rx="2" fill="#7fb35a"/>`))}
      ${scatter(26, 370, 300, 160, 272, (x, y, a) => g(x, y, a, `<path d="M0 0 l8 -6 M0 0 l8 6 M0 0 h12" stroke="#4f8f3a" stroke-width="3" stroke-linecap="round"/>`))}
      <path d="${blob(375, 300, 50, 274, 0.3)}" fill="#e0c64a" opacity="0.35"/><path d="${blob(420, 350, 22, 275, 0.3)}" fill="#e0c64a" opacity="0.35"/>
      ${flecks(20, 370, 300, 150, 273, PEPPER, 2)}`,
  )}
    ${g(650, 460, -25, `<rect x="-130" y="-36" width="260" height="72" rx="36" fill="#2f7a32"/><ellipse cx="-130" rx="22" ry="36" fill="#d6ecb0"/><ellipse cx="-130" rx="10" ry="18" fill="#eef7dc"/>`)}
    ${garlicBulb(670, 150, 56)}${garlicClove(570, 90, 26, 30)}
    ${lemonWedge(130, 490, 64, 20)}${dill(100, 110, 150, 30)}`,
};
