-- Written by hand (data, decision 028): the payments received before the payments table existed,
-- and at most one open checkout per member before the unique index of the next migration.
--
-- A checkout that was paid: SUCCESS, or SUCCESS later overwritten to CANCELLED (a member's cancel, a
-- failed renewal, a replacement or an admin's removal only ever turn SUCCESS into CANCELLED). Manual
-- assignments and the records of manual removals moved no money and are left out.
INSERT INTO "payments" ("user_id", "subscription_request_id", "kind", "amount", "currency", "subscription_reference_code", "package_name", "paid_at")
SELECT r."user_id",
       r."id",
       'initial',
       coalesce(r."amount", (r."customer_data"->>'price')::numeric),
       coalesce(r."currency", CASE WHEN r."customer_data"->>'currency' IN ('TRY', 'USD', 'EUR') THEN (r."customer_data"->>'currency')::"currency" END, 'TRY'),
       r."subscription_reference_code",
       r."package_name",
       coalesce(r."processed_at", r."created_at")
FROM "subscription_requests" r
WHERE (r."status" = 'SUCCESS' OR (r."status" = 'CANCELLED' AND r."subscription_reference_code" IS NOT NULL))
  AND coalesce(r."subscription_reference_code", '') NOT LIKE 'manual-%'
  AND coalesce((r."customer_data"->>'manual_assignment')::boolean, false) = false
  AND coalesce((r."customer_data"->>'manual_cancellation')::boolean, false) = false
  AND coalesce(r."amount", (r."customer_data"->>'price')::numeric) IS NOT NULL;
--> statement-breakpoint
-- Each renewal that was credited (its webhook recorded once per order), at the price of the checkout
-- that started the subscription.
INSERT INTO "payments" ("user_id", "subscription_request_id", "kind", "amount", "currency", "subscription_reference_code", "order_reference_code", "package_name", "paid_at")
SELECT r."user_id",
       r."id",
       'renewal',
       r."amount",
       coalesce(r."currency", 'TRY'),
       e."subscription_reference_code",
       split_part(e."event_key", ':', 1),
       r."package_name",
       e."created_at"
FROM "payment_events" e
JOIN LATERAL (
  SELECT * FROM "subscription_requests" s
  WHERE s."subscription_reference_code" = e."subscription_reference_code" AND s."checkout_token" IS NOT NULL AND s."amount" IS NOT NULL
  ORDER BY s."created_at" DESC
  LIMIT 1
) r ON true
WHERE e."outcome" = 'renewal_credited'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Open checkouts: the form stops taking payments 30 minutes after it was made (iyzico's token life).
UPDATE "subscription_requests" SET "checkout_expires_at" = "created_at" + interval '30 minutes'
WHERE "status" = 'PENDING' AND "checkout_expires_at" IS NULL;
--> statement-breakpoint
-- One open checkout per member: older open ones are closed. A closed checkout that the provider still
-- reports paid is settled all the same (process-checkout-result.ts).
UPDATE "subscription_requests" r SET "status" = 'FAILED', "error_message" = 'Yeni bir ödeme formu açıldı', "processed_at" = now()
WHERE r."status" = 'PENDING'
  AND EXISTS (
    SELECT 1 FROM "subscription_requests" n
    WHERE n."user_id" = r."user_id" AND n."status" = 'PENDING' AND (n."created_at", n."id") > (r."created_at", r."id")
  );
