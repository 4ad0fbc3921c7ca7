import { jsonParse } from "postgraphile/@dataplan/json";
import { context, lambda, listen, list, SafeError } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";

/** Topic of app_private.tg_review_groups__notify_created(). */
export const reviewGroupCreatedTopic = (clientCompanyRowId: string) => `review_group_created:${clientCompanyRowId}`;

/**
 * `subscription reviewGroupCreated(clientCompanyRowId)`: new review groups of one company,
 * carried by PostgreSQL LISTEN/NOTIFY. Authorised when subscribing: the company is read
 * under the subscriber's RLS, and a company they may not see is refused, so a stranger does
 * not even learn that events happen. Each event's review group is read under RLS again.
 */
export const ReviewGroupCreatedPlugin = extendSchema((build) => {
  const { client_companies: clientCompanies, review_groups: reviewGroups } = build.input.pgRegistry.pgResources;
  if (!clientCompanies || !reviewGroups) throw new Error("ReviewGroupCreatedPlugin: tables not found");
  return {
    typeDefs: gql`
      """
      A review group was created in a client company.
      """
      type ReviewGroupCreatedPayload {
        reviewGroup: ReviewGroup
      }
      extend type Subscription {
        """
        New review groups (the review inbox) of a client company the user belongs to.
        """
        reviewGroupCreated(clientCompanyRowId: UUID!): ReviewGroupCreatedPayload
      }
    `,
    objects: {
      Subscription: {
        plans: {
          reviewGroupCreated: {
            subscribePlan(_$root, fieldArgs) {
              const $requested = fieldArgs.getRaw("clientCompanyRowId");
              const $visible = clientCompanies.get({ id: $requested }).get("id");
              const $topic = lambda(list([$requested, $visible]), ([requested, visible]) => {
                if (!visible || visible !== requested) {
                  throw new SafeError("You don't have access to this client company, or it doesn't exist.", {
                    code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
                  });
                }
                return reviewGroupCreatedTopic(String(requested));
              });
              return listen(context().get("pgSubscriber"), $topic, jsonParse);
            },
            plan($event) {
              return $event;
            },
          },
        },
      },
      ReviewGroupCreatedPayload: {
        plans: {
          reviewGroup($event) {
            return reviewGroups.get({ id: $event.get("id") });
          },
        },
      },
    },
  };
});
