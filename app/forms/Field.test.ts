import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RatingInput } from "~/comments/RatingInput";
import { Field, TextField } from "./Field";

const render = <P extends object>(component: FunctionComponent<P>, props: P) => renderToStaticMarkup(createElement(component, props));
const name = { name: "name", type: "text", required: true, maxLength: 80 } as const;

describe("TextField", () => {
  it("ties the label, hint and error to the input", () => {
    const html = render(TextField, {
      id: "f-name",
      field: name,
      label: "Name",
      hint: "Shown.",
      error: "Please tell us your name.",
      value: "Ada",
    });
    expect(html).toContain('<div class="field"><label for="f-name">Name</label>');
    expect(html).toMatch(/<input id="f-name" aria-invalid="true" aria-describedby="f-name-error f-name-hint" name="name" type="text"/);
    expect(html).toContain('value="Ada"');
    expect(html).toContain('<p id="f-name-hint" class="field-hint">Shown.</p>');
    expect(html).toContain('<p id="f-name-error" class="field-error">Please tell us your name.</p>');
  });

  it("leaves a valid field unmarked, described by its hint alone or by nothing", () => {
    const hinted = render(TextField, { id: "f", field: name, label: "Name", hint: "Shown." });
    expect(hinted).not.toContain("aria-invalid");
    expect(hinted).toContain('aria-describedby="f-hint"');
    expect(hinted).not.toContain("field-error");
    const plain = render(TextField, { id: "f", field: name, label: "Name" });
    expect(plain).not.toContain("aria-describedby");
  });

  it("is a textarea when given rows", () => {
    const html = render(TextField, {
      id: "c",
      field: { name: "comment", maxLength: 255 },
      label: "Your reply",
      error: "Please write your reply.",
      rows: 3,
    });
    expect(html).toMatch(
      /<textarea id="c" aria-invalid="true" aria-describedby="c-error" name="comment" maxLength="255" rows="3"><\/textarea>/i,
    );
  });
});

describe("Field", () => {
  it("puts its parts straight into the form without a class, around the control it is given", () => {
    const html = render(Field, {
      id: "e",
      label: "Your e-mail address",
      labelClassName: "visually-hidden",
      error: "Please enter your e-mail address.",
      children: (control) => createElement("div", { className: "row" }, createElement("input", { ...control, name: "email" })),
    });
    expect(html).toBe(
      '<label for="e" class="visually-hidden">Your e-mail address</label>' +
        '<div class="row"><input id="e" aria-invalid="true" aria-describedby="e-error" name="email"/></div>' +
        '<p id="e-error" class="field-error">Please enter your e-mail address.</p>',
    );
  });
});

describe("RatingInput", () => {
  it("marks the radio group, not each star, invalid and described by the error", () => {
    const html = render(RatingInput, { id: "r", checked: 5, error: "Please choose a rating from 1 to 5 stars." });
    expect(html).toContain('<fieldset class="star-input" role="radiogroup" aria-invalid="true" aria-describedby="r-error">');
    expect(html).toContain('<p id="r-error" class="field-error">Please choose a rating from 1 to 5 stars.</p>');
    expect(html.match(/<input type="radio" name="rating"/g)).toHaveLength(5);
    expect(html).not.toMatch(/<input[^>]*aria-invalid/);
    expect(html).toContain('<input type="radio" name="rating" id="r-5" required="" checked="" value="5"/>');
  });

  it("is unmarked without an error", () => {
    const html = render(RatingInput, { id: "r", checked: 3 });
    expect(html).toContain('<fieldset class="star-input" role="radiogroup">');
    expect(html).not.toContain("field-error");
  });
});
