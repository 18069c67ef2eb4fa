#include "core/server/store/pgpaymentbulk.h"

#include "core/server/store/pgcopyrows.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/storage/storedpayment.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <functional>

namespace dd::server::store::PgPaymentBulk {

namespace {

// Staging tables of the session with the stored columns' types, emptied at every commit. A
// rollback drops them with the rest of its transaction, so they are looked for each time.
constexpr const char *StagingExists = "SELECT to_regclass('pg_temp.bulk_payments') IS NOT NULL";
constexpr const char *CreateStaging =
    "CREATE TEMPORARY TABLE bulk_payments ON COMMIT DELETE ROWS AS SELECT " DD_PG_PAYMENT_COLUMNS
    ", refunded, ''::text AS answer, 0::integer AS batch_position FROM directdesk.payments WITH NO DATA; "
    "CREATE TEMPORARY TABLE bulk_refunds ON COMMIT DELETE ROWS AS SELECT ''::text AS payment_hash, "
    "0::integer AS batch_position, refund_id, merchant_refund_code, status, request_date, pending_date, confirm_date, "
    "cancel_date, amount, currency, description, bank_info FROM directdesk.refunds WITH NO DATA";
constexpr const char *EmptyStaging = "TRUNCATE pg_temp.bulk_payments, pg_temp.bulk_refunds";
constexpr const char *CopyPayments =
    "COPY pg_temp.bulk_payments(" DD_PG_PAYMENT_COLUMNS ", refunded, answer, batch_position) FROM STDIN";
constexpr const char *CopyRefunds =
    "COPY pg_temp.bulk_refunds(payment_hash, batch_position, refund_id, merchant_refund_code, status, request_date, "
    "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) FROM STDIN";
// The staged payments the store does not hold, with their answers and refunds (row ids in the
// batch's order, as the row path gives them); then the hashes left out: stored before, or by
// another desk since.
constexpr const char *Insert =
    "WITH written AS (INSERT INTO directdesk.payments(" DD_PG_PAYMENT_COLUMNS ", refunded) "
    "SELECT " DD_PG_PAYMENT_COLUMNS ", refunded FROM pg_temp.bulk_payments ORDER BY batch_position "
    "ON CONFLICT (hash) DO NOTHING RETURNING id, hash), "
    "answers AS (INSERT INTO directdesk.payment_answers(payment_id, answer) SELECT w.id, s.answer FROM written w "
    "JOIN pg_temp.bulk_payments s ON s.hash = w.hash), "
    "refunds AS (INSERT INTO directdesk.refunds(payment_id, refund_id, merchant_refund_code, status, request_date, "
    "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) SELECT w.id, r.refund_id, "
    "r.merchant_refund_code, r.status, r.request_date, r.pending_date, r.confirm_date, r.cancel_date, r.amount, "
    "r.currency, r.description, r.bank_info FROM written w JOIN pg_temp.bulk_refunds r ON r.payment_hash = w.hash "
    "ORDER BY w.id, r.batch_position) "
    "SELECT s.hash FROM pg_temp.bulk_payments s WHERE NOT EXISTS (SELECT FROM written w WHERE w.hash = s.hash)";

// Whether the row path would find one of the payment's refunds stored by an earlier one of its
// refunds: by the gateway's refund id, or, for a refund without one, by the merchant refund code.
bool repeatsARefund(const Payment &payment)
{
    QSet<QString> ids;
    QSet<QString> codes;
    for (const Refund &refund : payment.refunds) {
        if (refund.id.isEmpty() ? codes.contains(refund.merchantRefundCode) : ids.contains(refund.id))
            return true;
        if (!refund.id.isEmpty())
            ids.insert(refund.id);
        if (!refund.merchantRefundCode.isEmpty())
            codes.insert(refund.merchantRefundCode);
    }
    return false;
}

qint64 refundedHundredths(const Payment &payment)
{
    qint64 refunded = 0;
    for (const Refund &refund : payment.refunds) {
        if (refund.status != RefundStatus::Cancelled)
            refunded += refund.amount.hundredths();
    }
    return refunded;
}

// One COPY of the rows `produce` sends; the copy is always ended, so the transaction can go on
// (or roll back) after a failure on either side.
bool copy(PgStoreLink &link, const char *sql, const std::function<std::optional<PgError>(PgCopyRows &)> &produce)
{
    PgConnection &connection = link.connection();
    if (auto problem = connection.copyBegin(sql)) {
        link.failed(*problem);
        return false;
    }
    PgCopyRows rows(connection);
    std::optional<PgError> problem = produce(rows);
    if (!problem)
        problem = rows.flush();
    auto ended = connection.copyEnd();
    if (!problem)
        problem = ended;
    if (problem)
        link.failed(*problem);
    return !problem;
}

} // namespace

Result<Outcome, StoreError> insertNew(PgStoreLink &link, const QList<Payment> &clean, qint64 observedAtMs)
{
    Outcome outcome;
    QHash<QString, int> seen;
    seen.reserve(clean.size());
    for (const Payment &payment : clean)
        ++seen[payment.hash];
    QList<qsizetype> staged;
    for (qsizetype i = 0; i < clean.size(); ++i) {
        const Payment &payment = clean.at(i);
        const bool alone = !payment.hash.trimmed().isEmpty() && seen.value(payment.hash) == 1;
        (alone && !repeatsARefund(payment) ? staged : outcome.left).append(i);
    }
    if (staged.size() < FromPayments) {
        outcome.left.clear();
        for (qsizetype i = 0; i < clean.size(); ++i)
            outcome.left.append(i);
        return outcome;
    }
    const auto exists = link.exec(StagingExists);
    if (!exists)
        return link.storeError();
    // Empty even inside a transaction that staged an earlier batch (two batches in one settle).
    if (auto problem = link.connection().runScript(PgValue::booleanAt(*exists, 0, 0) ? EmptyStaging : CreateStaging)) {
        link.failed(*problem);
        return link.storeError();
    }

    using namespace PgValue;
    const bool copied = copy(link, CopyPayments, [&](PgCopyRows &rows) -> std::optional<PgError> {
        for (qsizetype i : std::as_const(staged)) {
            const Payment &payment = clean.at(i);
            PgParams values = PgPaymentCodec::paymentParams(payment, observedAtMs);
            values << money(refundedHundredths(payment))
                   << QJsonDocument(payment.rawAnswer).toJson(QJsonDocument::Compact) << integer(i);
            if (auto problem = rows.row(values))
                return problem;
        }
        return std::nullopt;
    }) && copy(link, CopyRefunds, [&](PgCopyRows &rows) -> std::optional<PgError> {
        for (qsizetype i : std::as_const(staged)) {
            const Payment &payment = clean.at(i);
            const QString currency = StoredPayment::storedCurrency(payment);
            for (qsizetype r = 0; r < payment.refunds.size(); ++r) {
                PgParams values{text(payment.hash), integer(r)};
                values << PgPaymentCodec::refundParams(payment.refunds.at(r), currency);
                if (auto problem = rows.row(values))
                    return problem;
            }
        }
        return std::nullopt;
    });
    if (!copied)
        return link.storeError();
    auto skipped = link.exec(Insert);
    if (!skipped)
        return link.storeError();
    QSet<QString> taken;
    for (int row = 0; row < skipped->rows(); ++row)
        taken.insert(skipped->text(row, 0));
    outcome.inserted = staged.size() - taken.size();
    // The batch's order for the row path: its own payments, then those stored meanwhile.
    for (qsizetype i : std::as_const(staged)) {
        if (taken.contains(clean.at(i).hash))
            outcome.left.append(i);
    }
    std::sort(outcome.left.begin(), outcome.left.end());
    return outcome;
}

} // namespace dd::server::store::PgPaymentBulk
