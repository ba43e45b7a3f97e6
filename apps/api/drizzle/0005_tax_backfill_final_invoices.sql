-- Products seeded before tax classes existed: the demo catalogue's VAT-exempt goods (fresh vegetables,
-- fresh fruit, rice, pulses, milk, eggs), as apps/api/src/seed/tax-classes.ts lists them.
UPDATE "products" SET "tax_class" = 'exempt'
WHERE "category_id" IN (
  SELECT "id" FROM "categories" WHERE "slug" IN (
    'vegetables', 'leafy-greens', 'roots-and-tubers', 'everyday-vegetables',
    'seasonal-fruits', 'citrus', 'rice', 'pulses-and-beans'
  )
)
OR "slug" IN ('fresh-cow-milk-1-litre', 'local-eggs-12-pieces', 'farm-eggs-30-pieces');
--> statement-breakpoint
-- An issued invoice or credit note is final (IRD): its number and amounts are never changed and it is
-- never deleted; a cancelled sale gets a credit note instead.
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'An issued invoice is never changed or deleted: issue a credit note instead.'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_final" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
