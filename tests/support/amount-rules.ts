/** The amount rules live beside the code that writes amounts (app/recipes/amount-rules.ts); the sweeps here read them from there. */
export * from "../../app/recipes/amount-rules";
