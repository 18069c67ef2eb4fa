#pragma once

// What the app stores, column by column, in logical kinds: the one list both backends' schemas are
// checked against (tst_teamschema), so a column added to one backend and not the other fails.

#include <QByteArray>
#include <QList>

namespace dd::test {

enum class ColumnKind {
    Count,     // an identifier or a count
    Code,      // a status, state or role rank
    Instant,   // a point in time (vault: epoch ms, 0 = none; team: timestamptz, NULL = none)
    Day,       // a calendar day (vault: Julian day number; team: date)
    Money,     // two decimals (vault: integer hundredths; team: numeric(…, 2))
    Rate,      // four decimals (vault: integer ten-thousandths; team: numeric(…, 4))
    Flag,      // yes or no (vault: 0/1; team: boolean)
    Text,
    Json,      // JSON text kept verbatim (the audit chain hashes it)
    Bytes,
};

// Which backend has a column: both, or one by design (the vault's search keys; how operators are
// identified: a key slot on one computer, a login on the server; the vault's MAC of the audit head).
enum class Backends { Both, VaultOnly, TeamOnly };

struct StoredColumn
{
    const char *table;
    const char *column;
    ColumnKind kind;
    Backends backends = Backends::Both;
};

inline QList<StoredColumn> storedColumns()
{
    using K = ColumnKind;
    constexpr Backends Vault = Backends::VaultOnly;
    constexpr Backends Team = Backends::TeamOnly;
    QList<StoredColumn> columns{
        {"schema_version", "version", K::Count},
        {"schema_version", "applied_at", K::Instant},
        {"directdesk_meta", "key", K::Text},
        {"directdesk_meta", "value", K::Text},
        {"payment_answers", "payment_id", K::Count},
        {"payment_answers", "answer", K::Json},
        {"settings", "key", K::Text},
        {"settings", "value", K::Text},
    };
    const char *payments = "payments";
    for (const char *name : {"hash", "merchant_code", "pin", "country", "order_number", "currency", "due_date",
                             "payment_type_code", "billing_descriptor", "ts_acquirer", "ts_code", "ts_description",
                             "redirect_url", "spei_url", "clabe_account", "clabe_reference", "boleto_url",
                             "boleto_barcode", "oxxo_url", "customer_name", "customer_email", "customer_document",
                             "card_first_six", "card_last_four"})
        columns.append({payments, name, K::Text});
    for (const char *name : {"status_date", "open_date", "confirm_date", "transfer_date", "observed_at"})
        columns.append({payments, name, K::Instant});
    for (const char *name : {"amount_ext", "amount_br", "amount_iof", "amount_ext_requested", "refunded"})
        columns.append({payments, name, K::Money});
    columns.append({{payments, "id", K::Count},
                    {payments, "status", K::Code},
                    {payments, "currency_rate", K::Rate},
                    {payments, "instalments", K::Count},
                    {payments, "pre_approved", K::Flag},
                    {payments, "capture_available", K::Flag},
                    {payments, "chargeback", K::Json},
                    {payments, "hash_prefix", K::Count, Vault},
                    {payments, "name_key", K::Text, Vault},
                    {payments, "email_key", K::Text, Vault},
                    {payments, "email_prefix", K::Count, Vault},
                    {payments, "document_key", K::Text, Vault},
                    {payments, "document_prefix", K::Count, Vault},
                    {payments, "name_folded", K::Text, Team},
                    {payments, "email_folded", K::Text, Team},
                    {payments, "document_folded", K::Text, Team}});
    const char *refunds = "refunds";
    for (const char *name : {"request_date", "pending_date", "confirm_date", "cancel_date"})
        columns.append({refunds, name, K::Instant});
    columns.append({{refunds, "id", K::Count},
                    {refunds, "payment_id", K::Count},
                    {refunds, "refund_id", K::Text},
                    {refunds, "merchant_refund_code", K::Text},
                    {refunds, "status", K::Code},
                    {refunds, "amount", K::Money},
                    {refunds, "currency", K::Text},
                    {refunds, "description", K::Text},
                    {refunds, "bank_info", K::Json}});
    columns.append({{"payment_groups", "currency", K::Text},
                    {"payment_groups", "status", K::Code},
                    {"payment_groups", "payment_type_code", K::Text},
                    {"payment_groups", "country", K::Text},
                    {"payment_groups", "count", K::Count},
                    {"payment_groups", "amount", K::Money},
                    {"payment_groups", "refunded", K::Money}});
    columns.append({{"pending_operations", "id", K::Count},
                    {"pending_operations", "kind", K::Text},
                    {"pending_operations", "merchant_code", K::Text},
                    {"pending_operations", "payment_hash", K::Text},
                    {"pending_operations", "parameters", K::Json},
                    {"pending_operations", "state", K::Code},
                    {"pending_operations", "created_at", K::Instant},
                    {"pending_operations", "updated_at", K::Instant}});
    columns.append({{"import_queue", "id", K::Count},
                    {"import_queue", "code_kind", K::Code},
                    {"import_queue", "code", K::Text},
                    {"import_queue", "source", K::Text},
                    {"import_queue", "queued_at", K::Instant},
                    {"import_queue", "attempts", K::Count},
                    {"import_queue", "last_error", K::Text},
                    {"import_queue", "state", K::Code},
                    {"import_queue", "not_found", K::Count},
                    {"import_queue", "next_attempt_at", K::Instant}});
    columns.append({{"operators", "slot_id", K::Text, Vault},
                    {"operators", "login", K::Text, Team},
                    {"operators", "name", K::Text},
                    {"operators", "role", K::Code},
                    {"operators", "created_at", K::Instant}});
    const char *approvals = "refund_approvals";
    columns.append({{approvals, "id", K::Count},
                    {approvals, "payment_hash", K::Text},
                    {approvals, "amount", K::Money},
                    {approvals, "currency", K::Text},
                    {approvals, "description", K::Text},
                    {approvals, "merchant_refund_code", K::Text},
                    {approvals, "bank_info", K::Json},
                    {approvals, "requested_by", K::Text},
                    {approvals, "requested_at", K::Instant},
                    {approvals, "state", K::Code},
                    {approvals, "decided_by", K::Text},
                    {approvals, "decided_at", K::Instant},
                    {approvals, "reason", K::Text},
                    {approvals, "outcome", K::Text}});
    columns.append({{"audit_trail", "id", K::Count},
                    {"audit_trail", "at", K::Instant},
                    {"audit_trail", "actor", K::Text},
                    {"audit_trail", "action", K::Text},
                    {"audit_trail", "parameters", K::Json},
                    {"audit_trail", "result", K::Text},
                    {"audit_trail", "chain_hash", K::Bytes}});
    columns.append({{"audit_head", "id", K::Count},
                    {"audit_head", "first_chained_id", K::Count},
                    {"audit_head", "last_id", K::Count},
                    {"audit_head", "row_count", K::Count},
                    {"audit_head", "hash", K::Bytes},
                    {"audit_head", "mac", K::Bytes, Vault}});
    // Version 11: what the team store keeps of the vaults moved into it (`team import`): where an
    // approval or intent came from, and each vault's audit trail as an imported segment.
    for (const char *table : {"refund_approvals", "pending_operations"})
        columns.append({{table, "imported_from", K::Text, Team}, {table, "imported_id", K::Count, Team}});
    const char *segments = "imported_audit_segments";
    columns.append({{segments, "id", K::Count, Team},
                    {segments, "vault_file", K::Text, Team},
                    {segments, "vault_store", K::Text, Team},
                    {segments, "first_chained_id", K::Count, Team},
                    {segments, "last_id", K::Count, Team},
                    {segments, "row_count", K::Count, Team},
                    {segments, "first_hash", K::Bytes, Team},
                    {segments, "last_hash", K::Bytes, Team},
                    {segments, "imported_by", K::Text, Team},
                    {segments, "imported_at", K::Instant, Team}});
    const char *imported = "imported_audit_rows";
    columns.append({{imported, "segment_id", K::Count, Team},
                    {imported, "id", K::Count, Team},
                    {imported, "at", K::Instant, Team},
                    {imported, "actor", K::Text, Team},
                    {imported, "action", K::Text, Team},
                    {imported, "parameters", K::Json, Team},
                    {imported, "result", K::Text, Team},
                    {imported, "chain_hash", K::Bytes, Team}});
    // The change feed that wakes the other desks: a vault has one desk, which sees its own writes.
    columns.append({{"changes", "id", K::Count, Team},
                    {"changes", "table_name", K::Text, Team},
                    {"changes", "row_key", K::Text, Team},
                    {"changes", "changed_at", K::Instant, Team},
                    {"changes", "login", K::Text, Team},
                    {"changes", "bulk", K::Flag, Team}});
    // Version 12: what a desk asks the team worker to send (a vault's desk sends its own actions).
    const char *requests = "action_requests";
    columns.append({{requests, "id", K::Count, Team},
                    {requests, "kind", K::Text, Team},
                    {requests, "payment_hash", K::Text, Team},
                    {requests, "merchant_code", K::Text, Team},
                    {requests, "parameters", K::Json, Team},
                    {requests, "bank_info", K::Json, Team},
                    {requests, "approval_id", K::Count, Team},
                    {requests, "requested_by", K::Text, Team},
                    {requests, "requested_at", K::Instant, Team},
                    {requests, "state", K::Code, Team},
                    {requests, "outcome", K::Text, Team},
                    {requests, "message", K::Text, Team},
                    {requests, "claimed_by", K::Text, Team},
                    {requests, "updated_at", K::Instant, Team}});
    // Version 13: a new voucher or e-wallet payment's /ws/direct body (never a card).
    columns.append({{requests, "payment_request", K::Json, Team}});
    // Version 13: the kept reconciliation runs (the vault makes its two tables on first use).
    const char *runs = "reconcile_run";
    columns.append({{runs, "id", K::Count},
                    {runs, "at_ms", K::Instant},
                    {runs, "actor", K::Text},
                    {runs, "file_name", K::Text},
                    {runs, "file_sha256", K::Bytes},
                    {runs, "mapping", K::Text},
                    {runs, "mapping_name", K::Text},
                    {runs, "period_from", K::Day},
                    {runs, "period_to", K::Day},
                    {runs, "orders", K::Count},
                    {runs, "matched", K::Count},
                    {runs, "differences", K::Count}});
    const char *found = "reconcile_difference";
    for (const char *name : {"kind", "merchant_code", "payment_hash", "order_currency", "order_status",
                             "gateway_currency", "gateway_status"})
        columns.append({found, name, K::Text});
    for (const char *name : {"order_amount", "order_refunded", "gateway_amount", "gateway_refunded"})
        columns.append({found, name, K::Money});
    columns.append({{found, "run_id", K::Count}, {found, "seq", K::Count}, {found, "order_line", K::Count}});
    return columns;
}

} // namespace dd::test
