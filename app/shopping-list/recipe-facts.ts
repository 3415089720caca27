// What the site's recipes say of the things a list buys, written out once: a weight of a cup of each thing a recipe
// weighs (the recipes agree, amounts/validate.ts's weightProblems), and the name for more than one of a thing bought
// whole for a part of it. A list's line reads them where its own recipes say nothing, so a list is worked out from its
// recipes alone, in the browser too (app/shopping-list/offline-list.ts), without every recipe in a script.
// merge.test.ts holds both equal to what the recipes say: a recipe that weighs something new adds it here.

/** Grams in a cup of each thing a recipe weighs by the cup (its `gramsPerCup`). */
export const GRAMS_PER_CUP = new Map<string, number>(
  Object.entries({
    "all-purpose flour": 120,
    "broccoli florets": 71,
    "cherry tomatoes": 149,
    "chili powder": 128,
    "chopped celery": 142,
    "dried brown or green lentils": 192,
    "elbow macaroni": 105,
    "fresh blueberries": 148,
    "frozen peas": 134,
    "granulated sugar": 198,
    "ground cinnamon": 125,
    "light brown sugar": 213,
    mayonnaise: 226,
    "old-fashioned rolled oats": 89,
    "Parmesan cheese": 100,
    pecans: 114,
    "plain whole-milk yogurt": 227,
    "powdered sugar": 113,
    "red onion": 115,
    "salted butter": 226,
    "semisweet chocolate chips": 170,
    "sharp cheddar cheese": 113,
    "shredded sharp cheddar cheese": 113,
    "sliced dill pickles": 143,
    tahini: 256,
    "thinly sliced red onion": 115,
    "tomato paste": 232,
    "unsalted butter": 226,
    "unsweetened cocoa powder": 84,
    "whole-milk plain Greek yogurt": 227,
  }),
);

/** The plural a recipe that counts it gives a thing bought for a part of it: eggs for a yolk. */
export const BOUGHT_PLURALS: Readonly<Record<string, string>> = { "large egg": "large eggs" };
