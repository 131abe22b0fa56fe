-- Orders placed before gifts were taken from stock keep false: their gifts never left stock, so none go back.
ALTER TABLE "orders" ADD COLUMN "gift_stock_taken" boolean DEFAULT false NOT NULL;
