#include "core/teamimport/teamimport.h"

#include "core/audit/auditverifier.h"
#include "core/cache/cachesession.h"
#include "core/cache/paymentcodec.h"
#include "core/storage/secretscrubber.h"
#include "core/storage/storedpayment.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgcopyrows.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/server/store/pgstorelink.h"
#include "core/server/teamimportaudit.h"
#include "core/storage/answerorder.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <functional>
#include <iterator>

namespace dd::server {

namespace {

using namespace store::PgValue;
using Step = cache::Statement::Step;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::VaultImport)
};

using CopyRows = store::PgCopyRows;

// Why one step failed: the server's error, or the vault's when it could not be read.
struct StepFailure
{
    VaultImportError::Kind kind = VaultImportError::Kind::Server;
    PgError server;
    QString vaultProblem;
};
using StepResult = std::optional<StepFailure>;

StepResult serverFailure(const PgError &error)
{
    return StepFailure{VaultImportError::Kind::Server, error, {}};
}

StepResult vaultFailure(const QString &problem)
{
    return StepFailure{VaultImportError::Kind::VaultUnreadable, {}, problem};
}

// Runs a COPY into one staging table with the rows `produce` sends; the copy is always ended, so
// the connection can roll back after a failure on either side.
StepResult copyInto(PgConnection &connection, const char *sql, const std::function<StepResult(CopyRows &)> &produce)
{
    if (auto problem = connection.copyBegin(sql))
        return serverFailure(*problem);
    CopyRows copy(connection);
    StepResult failed = produce(copy);
    if (!failed) {
        if (auto problem = copy.flush())
            failed = serverFailure(*problem);
    }
    auto ended = connection.copyEnd();
    if (!failed && ended)
        failed = serverFailure(*ended);
    return failed;
}

StepResult run(PgConnection &connection, const char *sql, const PgParams &params = {})
{
    auto done = connection.exec(sql, params);
    return done ? std::nullopt : serverFailure(done.error());
}

// Visits the rows of a query a batch at a time through a cursor, so a large answer is never held whole.
StepResult forEachRow(PgConnection &connection, const QByteArray &sql, const std::function<void(const PgResult &, int)> &visit)
{
    const QByteArray declare = "DECLARE import_rows NO SCROLL CURSOR FOR " + sql;
    if (auto failed = run(connection, declare.constData()))
        return failed;
    for (;;) {
        auto batch = connection.exec("FETCH 1000 FROM import_rows");
        if (!batch)
            return serverFailure(batch.error());
        for (int row = 0; row < batch->rows(); ++row)
            visit(*batch, row);
        if (batch->rows() == 0)
            break;
    }
    return run(connection, "CLOSE import_rows");
}

// A text[] literal for a parameter: every element quoted, quotes and backslashes escaped.
QByteArray arrayLiteral(const QByteArrayList &values)
{
    QByteArray literal("{");
    for (const QByteArray &value : values) {
        if (literal.size() > 1)
            literal.append(',');
        literal.append('"');
        for (const char c : value) {
            if (c == '"' || c == '\\')
                literal.append('\\');
            literal.append(c);
        }
        literal.append('"');
    }
    return literal.append('}');
}

std::optional<QByteArray> byteaText(const QByteArray &bytes)
{
    return bytes.isEmpty() ? std::nullopt : std::optional<QByteArray>("\\x" + bytes.toHex());
}

// ---------------------------------------------------------------- the vault's tables, streamed

StepResult copyPayments(cache::Database &db, CopyRows &copy)
{
    // One pass in the vault's order, each payment with its stored answer (refunds go on their own).
    const QByteArray sql = cache::PaymentCodec::rowWithAnswerSql() + "ORDER BY p.id";
    cache::Statement rows = db.prepare(sql.constData());
    Step step = Step::Failed;
    while (rows.isValid() && (step = rows.step()) == Step::Row) {
        const PaymentRow row = cache::PaymentCodec::readRowWithAnswer(rows);
        const Payment clean = StoredPayment::sanitized(row.payment);   // its raw answer scrubbed too
        PgParams values = store::PgPaymentCodec::paymentParams(clean, row.observedAtMs);
        values << QJsonDocument(clean.rawAnswer).toJson(QJsonDocument::Compact) << QByteArray("t");
        if (auto problem = copy.row(values))
            return serverFailure(*problem);
    }
    return step == Step::Done ? std::nullopt : vaultFailure(db.lastError().message);
}

StepResult copyRefunds(cache::Database &db, VaultPaymentStore &payments, CopyRows &copy)
{
    cache::Statement ids = db.prepare("SELECT DISTINCT payment_id FROM refunds ORDER BY payment_id");
    Step step = Step::Failed;
    while (ids.isValid() && (step = ids.step()) == Step::Row) {
        const std::optional<PaymentRow> row = payments.rowById(ids.columnInt(0));
        if (!row)
            continue;   // a refund whose payment is gone is not shown by the vault either
        const QString currency = StoredPayment::storedCurrency(row->payment);
        for (const Refund &refund : payments.refunds(row->rowId)) {
            const PgParams values{text(row->payment.hash), text(refund.id), text(refund.merchantRefundCode),
                                  integer(StoredPayment::refundStatusRank(refund.status)), instant(refund.requestDate),
                                  instant(refund.pendingDate), instant(refund.confirmDate), instant(refund.cancelDate),
                                  money(refund.amount.hundredths()), text(currency),
                                  text(SecretScrubber::maskCardNumbers(refund.description)),
                                  optionalText(StoredPayment::bankInfoText(refund.bankInfo))};
            if (auto problem = copy.row(values))
                return serverFailure(*problem);
        }
    }
    return step == Step::Done ? std::nullopt : vaultFailure(db.lastError().message);
}

StepResult copyApprovals(CacheSession &vault, CopyRows &copy)
{
    // Requests awaiting a Manager are few by nature (a handful a day): the store's list is the reader.
    for (const access::RefundApproval &a : vault.approvals().list(std::nullopt)) {
        const PgParams values{integer(a.id), text(a.paymentHash), money(a.amount.hundredths()),
                              text(a.amount.currency()), text(SecretScrubber::maskCardNumbers(a.description)),
                              text(a.merchantRefundCode), optionalText(StoredPayment::bankInfoText(a.bankInfo)),
                              text(a.requestedBy), instantMs(a.requestedAtMs), integer(int(a.state)),
                              text(a.decidedBy), instantMs(a.decidedAtMs), text(a.reason), text(a.outcome)};
        if (auto problem = copy.row(values))
            return serverFailure(*problem);
    }
    return std::nullopt;
}

StepResult copyIntents(CacheSession &vault, CopyRows &copy)
{
    cache::Statement ids = vault.database().prepare("SELECT id FROM pending_operations ORDER BY id");
    Step step = Step::Failed;
    while (ids.isValid() && (step = ids.step()) == Step::Row) {
        const std::optional<PendingOperation> intent = vault.intents().find(ids.columnInt(0));
        if (!intent)
            return vaultFailure(Text::tr("intent %1 could not be read").arg(ids.columnInt(0)));
        const PgParams values{integer(intent->id), text(pendingOperationKindCode(intent->kind)),
                              text(intent->merchantCode), text(intent->paymentHash),
                              QJsonDocument(SecretScrubber::scrub(intent->parameters)).toJson(QJsonDocument::Compact),
                              integer(int(intent->state)), instantMs(intent->createdAtMs),
                              instantMs(intent->updatedAtMs)};
        if (auto problem = copy.row(values))
            return serverFailure(*problem);
    }
    return step == Step::Done ? std::nullopt : vaultFailure(vault.database().lastError().message);
}

StepResult copyCodes(CacheSession &vault, CopyRows &copy)
{
    // The queue holds at most ImportQueue::MaxSize codes.
    for (const QueuedCode &code : vault.importQueue().next(int(ImportQueue::MaxSize))) {
        const PgParams values{integer(code.id), integer(int(code.kind)), text(code.code), text(code.source), instantMs(code.queuedAtMs),
                              integer(code.attempts), text(code.lastError), integer(int(code.state)),
                              integer(code.notFound), instantMs(code.nextAttemptAtMs)};
        if (auto problem = copy.row(values))
            return serverFailure(*problem);
    }
    return std::nullopt;
}

StepResult copyAudit(AuditStore &audit, qint64 lastId, CopyRows &copy)
{
    StepResult failed;
    const bool read = audit.forEachLink([&](const AuditLink &link) {
        if (link.id > lastId)
            return false;   // written after the head was read: not part of this segment
        const std::optional<StoredAuditRow> row = storedAuditRow(link);
        if (!row) {
            failed = vaultFailure(Text::tr("audit row %1 could not be read").arg(link.id));
            return false;
        }
        if (auto problem = copy.row({integer(row->id), instantMs(row->atMs), text(row->actor), text(row->action),
                                     row->parameters, text(row->result), byteaText(row->chainHash)})) {
            failed = serverFailure(*problem);
            return false;
        }
        return true;
    });
    if (!failed && !read && copy.rows() == 0 && lastId > 0)
        failed = vaultFailure(Text::tr("the audit trail could not be read"));
    return failed;
}

// ---------------------------------------------------------------- which answers are newer

// Marks the staged payments to write: those the team does not have, and those whose answer the
// ordering rule finds newer than the stored one (the same answer, status and date are left alone).
// Every payment is staged marked, and the marks of those the team has are taken off first: moving
// into an empty store then rewrites no staged row.
StepResult markPayments(PgConnection &connection)
{
    if (auto failed = run(connection, "UPDATE pg_temp.import_payments s SET apply = false "
                                      "WHERE EXISTS (SELECT FROM directdesk.payments p WHERE p.hash = s.hash)"))
        return failed;
    QByteArrayList current;
    auto failed = forEachRow(
        connection,
        "SELECT s.hash, s.status, " DD_PG_MS("s.status_date") ", p.status, " DD_PG_MS("p.status_date")
        " FROM pg_temp.import_payments s JOIN directdesk.payments p ON p.hash = s.hash "
        "LEFT JOIN directdesk.payment_answers a ON a.payment_id = p.id "
        "WHERE (p.status, p.status_date, a.answer) IS DISTINCT FROM (s.status, s.status_date, s.answer)",
        [&](const PgResult &found, int row) {
            if (paymentAnswerIsCurrent(StoredPayment::paymentStatusFromRank(integerAt(found, row, 3)), integerAt(found, row, 4),
                                       StoredPayment::paymentStatusFromRank(integerAt(found, row, 1)), integerAt(found, row, 2)))
                current.append(found.bytes(row, 0));
        });
    if (failed || current.isEmpty())
        return failed;
    return run(connection, "UPDATE pg_temp.import_payments SET apply = true WHERE hash = ANY($1::text[])",
               {arrayLiteral(current)});
}

// Finds each staged refund among the stored ones (by the gateway's refund id, else the merchant's
// refund code, else its payment, request date and amount), then marks those whose answer the rule
// finds newer and that differ. Only a refund whose payment has refunds stored is looked for (and
// its staged row rewritten): moving into an empty store rewrites none.
StepResult markRefunds(PgConnection &connection)
{
    if (auto failed = run(connection,
                          "UPDATE pg_temp.import_refunds s SET stored_id = (SELECT r.id FROM directdesk.refunds r "
                          "JOIN directdesk.payments p ON p.id = r.payment_id WHERE p.hash = s.payment_hash AND "
                          "((s.refund_id <> '' AND r.refund_id = s.refund_id) OR (s.merchant_refund_code <> '' "
                          "AND r.merchant_refund_code = s.merchant_refund_code) OR (s.refund_id = '' AND "
                          "s.merchant_refund_code = '' AND r.refund_id = '' AND r.merchant_refund_code = '' AND "
                          "r.request_date IS NOT DISTINCT FROM s.request_date AND r.amount = s.amount)) "
                          "ORDER BY r.id LIMIT 1) WHERE EXISTS (SELECT FROM directdesk.refunds r JOIN "
                          "directdesk.payments p ON p.id = r.payment_id WHERE p.hash = s.payment_hash)"))
        return failed;
    QByteArrayList current;
    auto failed = forEachRow(
        connection,
        "SELECT s.stored_id, s.status, r.status FROM pg_temp.import_refunds s JOIN directdesk.refunds r "
        "ON r.id = s.stored_id WHERE (r.status, r.request_date, r.pending_date, r.confirm_date, r.cancel_date, "
        "r.amount, r.currency, r.description, r.bank_info) IS DISTINCT FROM (s.status, s.request_date, "
        "s.pending_date, s.confirm_date, s.cancel_date, s.amount, s.currency, s.description, s.bank_info)",
        [&](const PgResult &found, int row) {
            if (refundAnswerIsCurrent(StoredPayment::refundStatusFromRank(integerAt(found, row, 2)),
                                      StoredPayment::refundStatusFromRank(integerAt(found, row, 1))))
                current.append(found.bytes(row, 0));
        });
    if (failed || current.isEmpty())
        return failed;
    return run(connection, "UPDATE pg_temp.import_refunds SET apply = true WHERE stored_id = ANY($1::bigint[])",
               {arrayLiteral(current)});
}

VaultImportError failure(const QString &step, const StepFailure &failed)
{
    const QString said = failed.kind == VaultImportError::Kind::Server ? failed.server.message : failed.vaultProblem;
    return {failed.kind, Text::tr("The import failed while %1, and nothing was written: %2").arg(step, said),
            failed.server};
}

} // namespace

Result<VaultImportCounts, VaultImportError> importVault(CacheSession &vault, const QString &vaultFile,
                                                        PgConnection &connection)
{
    // The vault's own trail first, against its authenticated head: a vault that was tampered with
    // is refused before anything is sent.
    const AuditVerification verified = AuditVerifier::verify(vault.audit());
    if (!verified.isIntact()) {
        QStringList problems;
        for (const AuditProblem &problem : verified.problems)
            problems.append(problem.message());
        return VaultImportError{VaultImportError::Kind::VaultTampered,
                                Text::tr("The vault's audit trail does not verify, so nothing was imported: %1")
                                    .arg(problems.join(u' ')),
                                {}};
    }
    const AuditHead head = vault.audit().head().value_or(AuditHead{});
    const QString storeId = vault.database().queryText("SELECT value FROM directdesk_meta WHERE key = 'store_id'");
    if (storeId.isEmpty()) {
        return VaultImportError{VaultImportError::Kind::VaultUnreadable,
                                Text::tr("The vault has no store id: open it once with this DirectDesk version."), {}};
    }
    QByteArray firstHash;
    if (head.rowCount > 0) {
        vault.audit().forEachLink([&](const AuditLink &link) {
            if (link.id == head.firstChainedId)
                firstHash = link.chainHash;
            return link.id < head.firstChainedId;
        });
    }

    VaultPaymentStore &payments = vault.payments();
    cache::Database &db = vault.database();
    using Copy = std::function<StepResult(CopyRows &)>;
    struct Stage
    {
        QString step;
        const char *sql;
        Copy produce;
    };
    const QList<Stage> stages{
        {Text::tr("copying the payments"),
         "COPY pg_temp.import_payments(hash, merchant_code, pin, country, order_number, status, status_date, open_date, "
         "confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof, amount_ext_requested, "
         "currency_rate, due_date, instalments, payment_type_code, billing_descriptor, ts_acquirer, ts_code, "
         "ts_description, pre_approved, capture_available, redirect_url, spei_url, clabe_account, clabe_reference, "
         "boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email, customer_document, card_first_six, "
         "card_last_four, chargeback, answer, apply) FROM STDIN",
         [&](CopyRows &copy) { return copyPayments(db, copy); }},
        {Text::tr("copying the refunds"),
         "COPY pg_temp.import_refunds(payment_hash, refund_id, merchant_refund_code, status, request_date, pending_date, "
         "confirm_date, cancel_date, amount, currency, description, bank_info) FROM STDIN",
         [&](CopyRows &copy) { return copyRefunds(db, payments, copy); }},
        {Text::tr("copying the refund approvals"),
         "COPY pg_temp.import_approvals(id, payment_hash, amount, currency, description, merchant_refund_code, "
         "bank_info, requested_by, requested_at, state, decided_by, decided_at, reason, outcome) FROM STDIN",
         [&](CopyRows &copy) { return copyApprovals(vault, copy); }},
        {Text::tr("copying the intents"),
         "COPY pg_temp.import_intents(id, kind, merchant_code, payment_hash, parameters, state, created_at, "
         "updated_at) FROM STDIN",
         [&](CopyRows &copy) { return copyIntents(vault, copy); }},
        {Text::tr("copying the import queue"),
         "COPY pg_temp.import_codes(vault_id, code_kind, code, source, queued_at, attempts, last_error, state, not_found, "
         "next_attempt_at) FROM STDIN",
         [&](CopyRows &copy) { return copyCodes(vault, copy); }},
        {Text::tr("copying the audit trail"),
         "COPY pg_temp.import_audit(id, at, actor, action, parameters, result, chain_hash) FROM STDIN",
         [&](CopyRows &copy) { return copyAudit(vault.audit(), head.lastId, copy); }},
    };

    const auto rolledBack = [&](const QString &step, const StepFailure &failed) {
        connection.runScript("ROLLBACK");
        return failure(step, failed);
    };
    if (auto begun = connection.runScript("BEGIN"))
        return failure(Text::tr("starting the import"), *serverFailure(*begun));
    if (auto failed = run(connection, "SELECT directdesk.import_begin()"))
        return rolledBack(Text::tr("starting the import"), *failed);
    for (const Stage &stage : stages) {
        if (auto failed = copyInto(connection, stage.sql, stage.produce))
            return rolledBack(stage.step, *failed);
    }
    if (auto failed = markPayments(connection))
        return rolledBack(Text::tr("comparing the payments with the team's"), *failed);
    if (auto failed = markRefunds(connection))
        return rolledBack(Text::tr("comparing the refunds with the team's"), *failed);
    auto applied = connection.exec("SELECT payments_new, payments_updated, refunds_new, refunds_updated, approvals_new, "
                                   "intents_new, codes_new, audit_rows_new, COALESCE(segment_id, 0), team_audit_id "
                                   "FROM directdesk.import_apply($1, $2, $3, $4, $5, $6, $7, $8)",
                                   {text(storeId), text(vaultFile), integer(head.firstChainedId), integer(head.lastId),
                                    integer(head.rowCount), byteaText(firstHash).value_or("\\x"),
                                    byteaText(head.hash).value_or("\\x"),
                                    // the refunded totals count every refund not cancelled
                                    integer(StoredPayment::refundStatusRank(RefundStatus::Cancelled))});
    if (!applied)
        return rolledBack(Text::tr("writing into the team store"), *serverFailure(applied.error()));
    if (auto committed = connection.runScript("COMMIT"))
        return failure(Text::tr("committing"), *serverFailure(*committed));

    VaultImportCounts counts;
    qint64 *fields[] = {&counts.paymentsNew, &counts.paymentsUpdated, &counts.refundsNew, &counts.refundsUpdated,
                        &counts.approvalsNew, &counts.intentsNew, &counts.codesNew, &counts.auditRowsNew,
                        &counts.segmentId, &counts.teamAuditId};
    for (int column = 0; column < int(std::size(fields)); ++column)
        *fields[column] = integerAt(*applied, 0, column);
    counts.segmentRows = head.rowCount;
    return counts;
}

} // namespace dd::server
