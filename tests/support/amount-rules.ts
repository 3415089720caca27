/** The amount rules live beside the code that writes amounts (app/amounts/amount-rules.ts); the sweeps here read them from there. */
export * from "../../app/amounts/amount-rules";
