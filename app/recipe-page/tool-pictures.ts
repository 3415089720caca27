// The picture beside each of a recipe's tool links (Recipe.toolLinks, "Tools I use for this recipe"): an icon by the kind of tool.
const RULES: [RegExp, string][] = [
  [/thermometer/i, "thermometer"],
  [/scale/i, "balance-scale"],
  [/knife|lame|cutting board/i, "kitchen-knife"],
  [/timer/i, "timer-clock"],
  [/jar|egg cup/i, "jar"],
  [/skillet|griddle|saucepan|dutch oven|waffle iron|wok/i, "cooking"],
  [/spoon|ladle|spatula|tongs|whisk|scraper|scoop|peel|measuring/i, "spoon"],
  [/bowl|strainer|cheesecloth|juicer/i, "bowl-with-spoon"],
  [/baking|rack|stone|pie plate|pan|rolling pin|pasta|tortilla/i, "bread"],
];

export const TOOL_ICONS = [...new Set(RULES.map(([, icon]) => icon)), "fork-and-knife"];

export function toolImage(item: string): string {
  const icon = RULES.find(([re]) => re.test(item))?.[1] ?? "fork-and-knife";
  return `/images/tools/${icon}.jpg`;
}
