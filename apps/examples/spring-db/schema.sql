-- The example's database, which vtbench runs with psql before the service starts (database.init in service.properties).
CREATE TABLE accounts (
    id bigint PRIMARY KEY,
    owner text NOT NULL,
    balance bigint NOT NULL
);
INSERT INTO accounts (id, owner, balance)
SELECT i, 'owner-' || i, 1000 FROM generate_series(1, 10000) AS i;
ANALYZE accounts;
