// What the recipes say of things a list buys, written out once, so a list is worked out from its own recipes in the
// browser too, without every recipe in a script. merge.test.ts holds them to the recipes: a new weight is added here.

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
