#include "core/cache/schema.h"

#include <QDateTime>

#include <sqlite3.h>

#include <array>

namespace dd::cache::Schema {

namespace {

// Migration 1: the whole first schema. Dates are epoch milliseconds in UTC (0 = none) so range
// filters and sorts are integer comparisons; sortable columns are NOT NULL so keyset paging can
// compare (value, id) pairs. Amounts are hundredths.
constexpr const char *Migration1 = R"sql(
CREATE TABLE directdesk_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
INSERT INTO directdesk_meta(key, value) VALUES ('application', 'DirectDesk cache');

CREATE TABLE payments(
    id INTEGER PRIMARY KEY,
    hash TEXT NOT NULL,
    hash_prefix INTEGER NOT NULL,
    merchant_code TEXT NOT NULL DEFAULT '',
    pin TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    order_number TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    status_date INTEGER NOT NULL DEFAULT 0,
    open_date INTEGER NOT NULL DEFAULT 0,
    confirm_date INTEGER NOT NULL DEFAULT 0,
    transfer_date INTEGER NOT NULL DEFAULT 0,
    observed_at INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL DEFAULT '',
    amount_ext INTEGER NOT NULL DEFAULT 0,
    amount_br INTEGER NOT NULL DEFAULT 0,
    amount_iof INTEGER NOT NULL DEFAULT 0,
    amount_ext_requested INTEGER,
    currency_rate INTEGER NOT NULL DEFAULT 0,
    refunded INTEGER NOT NULL DEFAULT 0,
    due_date TEXT NOT NULL DEFAULT '',
    instalments INTEGER NOT NULL DEFAULT 1,
    payment_type_code TEXT NOT NULL DEFAULT '',
    billing_descriptor TEXT NOT NULL DEFAULT '',
    ts_acquirer TEXT,
    ts_code TEXT,
    ts_description TEXT,
    pre_approved INTEGER NOT NULL DEFAULT 0,
    capture_available INTEGER,
    redirect_url TEXT NOT NULL DEFAULT '',
    spei_url TEXT NOT NULL DEFAULT '',
    clabe_account TEXT NOT NULL DEFAULT '',
    clabe_reference TEXT NOT NULL DEFAULT '',
    boleto_url TEXT NOT NULL DEFAULT '',
    boleto_barcode TEXT NOT NULL DEFAULT '',
    oxxo_url TEXT NOT NULL DEFAULT '',
    customer_name TEXT NOT NULL DEFAULT '',
    customer_email TEXT NOT NULL DEFAULT '',
    customer_document TEXT NOT NULL DEFAULT '',
    name_key TEXT NOT NULL DEFAULT '',
    email_key TEXT NOT NULL DEFAULT '',
    email_prefix INTEGER NOT NULL DEFAULT 0,
    document_key TEXT NOT NULL DEFAULT '',
    document_prefix INTEGER NOT NULL DEFAULT 0,
    card_first_six TEXT NOT NULL DEFAULT '',
    card_last_four TEXT NOT NULL DEFAULT '',
    chargeback TEXT
);
-- Random keys (hash, e-mail, document) are indexed by an order-preserving integer of their first
-- eight bytes: a quarter of the size of a text index, so they stay in the page cache at 1M rows.
-- Lookups and prefix searches check the full text on the few rows the integer finds.
CREATE INDEX payments_by_hash ON payments(hash_prefix);
CREATE INDEX payments_by_merchant_code ON payments(merchant_code);
CREATE INDEX payments_by_open_date ON payments(open_date);
CREATE INDEX payments_by_confirm_date ON payments(confirm_date);
CREATE INDEX payments_by_status_date ON payments(status_date);
CREATE INDEX payments_by_status ON payments(status);
CREATE INDEX payments_by_amount ON payments(amount_ext);
CREATE INDEX payments_by_currency ON payments(currency);
CREATE INDEX payments_by_method ON payments(payment_type_code);
CREATE INDEX payments_by_country ON payments(country);
CREATE INDEX payments_by_name ON payments(name_key);
CREATE INDEX payments_by_email ON payments(email_prefix);
CREATE INDEX payments_by_document ON payments(document_prefix);
-- Covers counts and totals for every filter except text search, in GROUP BY order.
CREATE INDEX payments_totals ON payments(currency, status, payment_type_code, country, open_date, confirm_date,
                                         amount_ext, refunded);

-- The last raw answer (secrets removed) apart from the row, so table pages stay narrow.
CREATE TABLE payment_answers(payment_id INTEGER PRIMARY KEY, answer TEXT NOT NULL);

CREATE TABLE refunds(
    id INTEGER PRIMARY KEY,
    payment_id INTEGER NOT NULL,
    refund_id TEXT NOT NULL DEFAULT '',
    merchant_refund_code TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    request_date INTEGER NOT NULL DEFAULT 0,
    pending_date INTEGER NOT NULL DEFAULT 0,
    confirm_date INTEGER NOT NULL DEFAULT 0,
    cancel_date INTEGER NOT NULL DEFAULT 0,
    amount INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    bank_info TEXT
);
CREATE INDEX refunds_by_payment ON refunds(payment_id, refund_id);
CREATE INDEX refunds_by_merchant_code ON refunds(merchant_refund_code);

CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE pending_operations(
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    merchant_code TEXT NOT NULL DEFAULT '',
    payment_hash TEXT NOT NULL DEFAULT '',
    parameters TEXT NOT NULL DEFAULT '{}',
    state INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX pending_operations_by_state ON pending_operations(state);

CREATE TABLE audit_trail(
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    parameters TEXT NOT NULL DEFAULT '{}',
    result TEXT NOT NULL DEFAULT '',
    chain_hash BLOB
);
CREATE TRIGGER audit_trail_no_update BEFORE UPDATE ON audit_trail
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
CREATE TRIGGER audit_trail_no_delete BEFORE DELETE ON audit_trail
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;

CREATE TABLE import_queue(
    id INTEGER PRIMARY KEY,
    code_kind INTEGER NOT NULL,
    code TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT '',
    queued_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    UNIQUE(code_kind, code)
);
)sql";

// Migration 2: fixed planner statistics (sqlite_stat1) describing a merchant-sized cache, so that
// SQLite prefers dates, amounts and identifiers over low-cardinality columns (status, currency,
// method, country) without running a slow ANALYZE over a million rows. "ANALYZE sqlite_master"
// only creates the statistics table and reloads it.
constexpr const char *Migration2 = R"sql(
ANALYZE sqlite_master;
DELETE FROM sqlite_stat1;
INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES
    ('payments', 'payments_by_hash', '1000000 1'),
    ('payments', 'payments_by_merchant_code', '1000000 1'),
    ('payments', 'payments_by_open_date', '1000000 1'),
    ('payments', 'payments_by_confirm_date', '1000000 2'),
    ('payments', 'payments_by_status_date', '1000000 2'),
    ('payments', 'payments_by_status', '1000000 250000'),
    ('payments', 'payments_by_amount', '1000000 2'),
    ('payments', 'payments_by_currency', '1000000 200000'),
    ('payments', 'payments_by_method', '1000000 100000'),
    ('payments', 'payments_by_country', '1000000 150000'),
    ('payments', 'payments_by_name', '1000000 3'),
    ('payments', 'payments_by_email', '1000000 1'),
    ('payments', 'payments_by_document', '1000000 1'),
    ('payments', 'payments_totals', '1000000 200000 60000 12000 5000 1 1 1 1'),
    ('refunds', 'refunds_by_payment', '150000 1 1'),
    ('refunds', 'refunds_by_merchant_code', '150000 1'),
    ('pending_operations', 'pending_operations_by_state', '1000 300');
ANALYZE sqlite_master;
)sql";

// Migration 3: payment counts and totals per currency × status × method × country, kept by triggers
// on every write of a payment (insert, update of a grouped or summed column, delete), so counts and
// totals of filters on those columns read a few hundred groups instead of a million rows. Groups
// that become empty keep a zero row (count = 0).
constexpr const char *Migration3 = R"sql(
CREATE TABLE payment_groups(
    currency TEXT NOT NULL,
    status INTEGER NOT NULL,
    payment_type_code TEXT NOT NULL,
    country TEXT NOT NULL,
    count INTEGER NOT NULL DEFAULT 0,
    amount INTEGER NOT NULL DEFAULT 0,
    refunded INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY(currency, status, payment_type_code, country)
) WITHOUT ROWID;
INSERT INTO payment_groups(currency, status, payment_type_code, country, count, amount, refunded)
    SELECT currency, status, payment_type_code, country, COUNT(*), SUM(amount_ext), SUM(refunded)
    FROM payments GROUP BY currency, status, payment_type_code, country;
CREATE TRIGGER payment_groups_insert AFTER INSERT ON payments
BEGIN
    INSERT OR IGNORE INTO payment_groups(currency, status, payment_type_code, country)
        VALUES (NEW.currency, NEW.status, NEW.payment_type_code, NEW.country);
    UPDATE payment_groups SET count = count + 1, amount = amount + NEW.amount_ext, refunded = refunded + NEW.refunded
        WHERE currency = NEW.currency AND status = NEW.status AND payment_type_code = NEW.payment_type_code
          AND country = NEW.country;
END;
CREATE TRIGGER payment_groups_delete AFTER DELETE ON payments
BEGIN
    UPDATE payment_groups SET count = count - 1, amount = amount - OLD.amount_ext, refunded = refunded - OLD.refunded
        WHERE currency = OLD.currency AND status = OLD.status AND payment_type_code = OLD.payment_type_code
          AND country = OLD.country;
END;
CREATE TRIGGER payment_groups_update AFTER UPDATE OF currency, status, payment_type_code, country, amount_ext, refunded
ON payments
WHEN OLD.currency IS NOT NEW.currency OR OLD.status IS NOT NEW.status
  OR OLD.payment_type_code IS NOT NEW.payment_type_code OR OLD.country IS NOT NEW.country
  OR OLD.amount_ext IS NOT NEW.amount_ext OR OLD.refunded IS NOT NEW.refunded
BEGIN
    UPDATE payment_groups SET count = count - 1, amount = amount - OLD.amount_ext, refunded = refunded - OLD.refunded
        WHERE currency = OLD.currency AND status = OLD.status AND payment_type_code = OLD.payment_type_code
          AND country = OLD.country;
    INSERT OR IGNORE INTO payment_groups(currency, status, payment_type_code, country)
        VALUES (NEW.currency, NEW.status, NEW.payment_type_code, NEW.country);
    UPDATE payment_groups SET count = count + 1, amount = amount + NEW.amount_ext, refunded = refunded + NEW.refunded
        WHERE currency = NEW.currency AND status = NEW.status AND payment_type_code = NEW.payment_type_code
          AND country = NEW.country;
END;
)sql";

// Migration 4: operators (one per key slot, keyed by the slot's id, so editing the
// key-slot file cannot give a passphrase another operator's role), refunds awaiting a Manager's
// approval, and the authenticated head of the audit trail's hash chain.
constexpr const char *Migration4 = R"sql(
CREATE TABLE operators(
    slot_id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    role INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE TABLE refund_approvals(
    id INTEGER PRIMARY KEY,
    payment_hash TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    merchant_refund_code TEXT NOT NULL,
    bank_info TEXT,
    requested_by TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    state INTEGER NOT NULL,
    decided_by TEXT NOT NULL DEFAULT '',
    decided_at INTEGER NOT NULL DEFAULT 0,
    reason TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL DEFAULT ''
);
CREATE INDEX refund_approvals_by_state ON refund_approvals(state);
CREATE TABLE audit_head(
    id INTEGER PRIMARY KEY CHECK (id = 1),
    first_chained_id INTEGER NOT NULL,
    last_id INTEGER NOT NULL,
    row_count INTEGER NOT NULL,
    hash BLOB NOT NULL,
    mac BLOB
);
CREATE INDEX audit_trail_by_actor ON audit_trail(actor, id);
CREATE INDEX audit_trail_by_at ON audit_trail(at);
)sql";

// Migration 5: payment_groups is kept by PaymentStore, once per write transaction, instead of by the
// triggers of migration 3. A trigger makes every INSERT of a payment a multi-row statement with a
// statement journal, and SQLCipher encrypts each page it journals: about seventeen page
// encryptions per payment written. The groups' contents do not change.
constexpr const char *Migration5 = R"sql(
DROP TRIGGER IF EXISTS payment_groups_insert;
DROP TRIGGER IF EXISTS payment_groups_update;
DROP TRIGGER IF EXISTS payment_groups_delete;
)sql";

// Migration 6: a single status sorted by its status or confirm date walks (status, date): the plain
// date indexes would skip every row of the other statuses first (the pending ones have no status
// date, only confirmed ones a confirm date), which at a million rows sent these sorts to sorting
// half a million ids. Both grow at a few points only (dates increase), so writes stay cheap.
constexpr const char *Migration6 = R"sql(
CREATE INDEX payments_by_status_status_date ON payments(status, status_date);
CREATE INDEX payments_by_status_confirm_date ON payments(status, confirm_date);
INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES
    ('payments', 'payments_by_status_status_date', '1000000 250000 2'),
    ('payments', 'payments_by_status_confirm_date', '1000000 250000 2');
ANALYZE sqlite_master;
)sql";

// Migration 7: the Overview's "vouchers that expire soon" (pending payments by due date) seeks its
// few rows instead of reading every pending payment (~700 ms at 1,000,000 payments).
constexpr const char *Migration7 = R"sql(
CREATE INDEX payments_by_status_due_date ON payments(status, due_date);
INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES ('payments', 'payments_by_status_due_date', '1000000 250000 300');
ANALYZE sqlite_master;
)sql";

// Migration 8: the merchant code index also holds the open date, so a merchant code prefix search
// (codes are often sequential: "dd-0004" matches a tenth of a million payments, all in one stretch
// of the open-date order) sorted by open date reads its (open date, id) pairs from the index alone
// instead of a table row per match. The row id stays the second column, so merchant code sorts keep
// walking the index in (merchant_code, id) order. It replaces the old index: no extra index to write.
constexpr const char *Migration8 = R"sql(
DROP INDEX payments_by_merchant_code;
CREATE INDEX payments_by_merchant_code ON payments(merchant_code, id, open_date);
DELETE FROM sqlite_stat1 WHERE idx = 'payments_by_merchant_code';
INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES ('payments', 'payments_by_merchant_code', '1000000 1 1 1');
ANALYZE sqlite_master;
)sql";

// Migration 9: the name index also holds the open date, after the row id as migration 8 did for
// merchant codes (name sorts keep walking it in (name_key, id) order). A name search sorted by open
// date, the order the payments list opens in, then reads its (open date, id) pairs from the index
// alone: "sofia diaz" (8,337 of 1,000,000 payments) read a table page per match, 132 ms cold.
constexpr const char *Migration9 = R"sql(
DROP INDEX payments_by_name;
CREATE INDEX payments_by_name ON payments(name_key, id, open_date);
DELETE FROM sqlite_stat1 WHERE idx = 'payments_by_name';
INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES ('payments', 'payments_by_name', '1000000 3 1 1');
ANALYZE sqlite_master;
)sql";

// Migration 10: a queued code the gateway answers "not found" for waits before it is asked again
// (next_attempt_at, epoch ms) and, after a bounded number of such answers (not_found), is set aside
// as unknown to the gateway (state 1) until someone retries it. Refreshes read only due rows.
constexpr const char *Migration10 = R"sql(
ALTER TABLE import_queue ADD COLUMN state INTEGER NOT NULL DEFAULT 0;
ALTER TABLE import_queue ADD COLUMN not_found INTEGER NOT NULL DEFAULT 0;
ALTER TABLE import_queue ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX import_queue_by_due ON import_queue(state, next_attempt_at);
)sql";

// Migration 11: the version number is shared with the team store (core/storage/schemaversion.h),
// whose step 11 receives vaults moved in with `team import`. The vault gains the one thing that
// needs: an identity of its own, random, so the team store can tell which vault an imported
// approval or intent came from and a second import of the same vault adds nothing twice.
constexpr const char *Migration11 = R"sql(
INSERT OR IGNORE INTO directdesk_meta(key, value) VALUES ('store_id', lower(hex(randomblob(16))));
)sql";

// Migration 12: the team store's action requests (a desk asks, the team worker sends). A vault has
// one desk, which sends its own actions: nothing changes here but the shared version number.
constexpr const char *Migration12 = R"sql(
-- The team store's step to version 12 only.
)sql";

// Migration 13: the team store's read path (indexes in each sort's order, the folded search texts)
// and its bulk write. The vault's indexes are its own: nothing changes here but the shared version
// number.
constexpr const char *Migration13 = R"sql(
-- The team store's step to version 13 only.
)sql";

// Migration 14: the team store's folded search texts, stored. The vault has kept its own keys
// (name_key, email_key, document_key) since version 1: nothing changes here but the shared version
// number.
constexpr const char *Migration14 = R"sql(
-- The team store's step to version 14 only.
)sql";

// Migration 15: the team server's four-eyes rules on a refund's amount and its check of the
// gateway limit setting. Nothing changes here but the shared version number.
constexpr const char *Migration15 = R"sql(
-- The team store's step to version 15 only.
)sql";

// Migration 16: the team server refuses a second waiting refund request for a payment. A vault has
// one desk, which checks before it asks (RefundApprovals::request): nothing changes here but the
// shared version number.
constexpr const char *Migration16 = R"sql(
-- The team store's step to version 16 only.
)sql";

constexpr std::array<const char *, CurrentVersion> Migrations = {Migration1, Migration2, Migration3, Migration4,
                                                                 Migration5, Migration6, Migration7, Migration8,
                                                                 Migration9, Migration10, Migration11,
                                                                 Migration12, Migration13, Migration14,
                                                                 Migration15, Migration16};

bool tableExists(Database &db, const char *name)
{
    Statement statement = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    statement.bind(1, QString::fromLatin1(name));
    return statement.step() == Statement::Step::Row;
}

int userObjectCount(Database &db)
{
    Statement statement = db.prepare("SELECT COUNT(*) FROM sqlite_master");
    return statement.step() == Statement::Step::Row ? static_cast<int>(statement.columnInt(0)) : -1;
}

} // namespace

int version(Database &db)
{
    Statement statement = db.prepare("SELECT MAX(version) FROM schema_version");
    if (statement.isValid() && statement.step() == Statement::Step::Row)
        return static_cast<int>(statement.columnInt(0));
    return 0;
}

State inspect(Database &db, int *versionOut)
{
    if (!tableExists(db, "schema_version"))
        return userObjectCount(db) == 0 ? State::Empty : State::Foreign;
    const int found = version(db);
    if (versionOut)
        *versionOut = found;
    if (found > CurrentVersion)
        return State::Newer;
    if (found >= 1 && !tableExists(db, "directdesk_meta"))
        return State::Foreign;
    return found == CurrentVersion ? State::Current : State::Older;
}

std::optional<SqlError> migrate(Database &db)
{
    const State state = inspect(db);
    if (state == State::Newer || state == State::Foreign)
        return SqlError{SQLITE_MISUSE, QStringLiteral("refusing to migrate a newer or foreign database")};
    if (state == State::Empty) {
        if (auto error = db.execute("CREATE TABLE schema_version(version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)"))
            return error;
    }
    for (int next = version(db) + 1; next <= CurrentVersion; ++next) {
        Transaction transaction(db);
        if (!transaction.isActive())
            return db.lastError();
        if (auto error = db.execute(Migrations.at(static_cast<size_t>(next - 1))))
            return error;
        Statement record = db.prepare("INSERT INTO schema_version(version, applied_at) VALUES (?, ?)");
        record.bind(1, next).bind(2, QDateTime::currentMSecsSinceEpoch());
        if (!record.run())
            return db.lastError();
        if (auto error = transaction.commit())
            return error;
    }
    return std::nullopt;
}

} // namespace dd::cache::Schema
