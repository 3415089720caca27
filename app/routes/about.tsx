import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterForm } from "~/readers-mail/NewsletterForm";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { SITE } from "~/utils/site";
import { Picture } from "~/components/Picture";
import { aboutPicture } from "~/components/picture-sizes.server";
import { GUARDED_FORM } from "~/forms/fields";

export const loader = () => ({ photo: aboutPicture("/images/about-hens-eggs.jpg") });

export const action = (args: ActionFunctionArgs) => newsletterAction(args, "subscribe");
export const handle = GUARDED_FORM;

export default function About() {
  const actionData = useActionData<typeof action>();
  const { photo } = useLoaderData<typeof loader>();
  return (
    <article className="page narrow about">
      <h1>About {SITE.name}</h1>
      <figure className="about-photo">
        <Picture
          picture={photo}

          alt="Illustration of a fresh egg on a plate beside one of our hens"
          width={800}
          height={600}
          load="first"
        />
        <figcaption>This morning's eggs, from our family hens out back.</figcaption>
      </figure>

      <p className="lede">
        Welcome in! I'm {SITE.author.replace(/\s.*$/, "")}, and this is the kitchen where I cook for two most nights and for one more often
        than you'd think.
      </p>

      <section aria-labelledby="about-origin">
        <h2 id="about-origin">How this blog started</h2>
        <p>
          For years I cooked from recipes written for families of six. I halved them, guessed at "half an egg", and still threw out the last
          of the casserole on Friday. When our first hens started laying faster than we could eat, I began writing down what actually worked
          at our small table: the pancake batter that makes exactly enough, the stew that feeds two with one bowl left for lunch.
        </p>
        <p>Friends kept asking for those notes, so here they are, tested in a home kitchen with an ordinary oven and one good skillet.</p>
      </section>

      <section aria-labelledby="about-recipes">
        <h2 id="about-recipes">About the recipes</h2>
        <p>
          Everything here starts from minimally processed ingredients: flour, butter, eggs, beans, whatever the garden or the market has.
          You'll find few additives and no mixes; if a shortcut is worth taking, I'll say so.
        </p>
        <p>
          The smallest serving usually feeds one or two people. Cooking for more? Every recipe has 1X to 5X buttons that scale the amounts
          for you, written the way you'd measure them: 1 1/2 cups, not 1.4999.
        </p>
      </section>

      <section className="newsletter" aria-labelledby="about-newsletter">
        <h2 id="about-newsletter">Join the newsletter</h2>
        <p>Occasional inspiration, kitchen tips, seasonal favorites, and more.</p>
        <NewsletterForm intent="subscribe" actionData={actionData} />
        <p className="newsletter-leave">
          <Link to="/unsubscribe" className="link-danger">
            Unsubscribe
          </Link>
        </p>
      </section>
    </article>
  );
}

export const meta: MetaFunction = () => [
  { title: `About | ${SITE.name}` },
  {
    name: "description",
    content: `Why ${SITE.name} exists: from-scratch recipes with few additives, sized for one or two, from a home kitchen with backyard hens.`,
  },
];
