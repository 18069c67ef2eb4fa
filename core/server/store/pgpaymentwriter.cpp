#include "core/server/store/pgpaymentwriter.h"

#include "core/storage/storedpayment.h"
#include "core/server/store/pgpaymentbulk.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/storage/answerorder.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace dd::server::store {


Result<std::optional<PgPaymentWriter::Stored>, StoreError> PgPaymentWriter::lockStored(const QString &hash)
{
    auto found = m_link.exec("SELECT id, status, " DD_PG_MS("status_date") " FROM directdesk.payments "
                             "WHERE hash = $1 FOR UPDATE",
                             {PgValue::text(hash)});
    if (!found)
        return m_link.storeError();
    if (found->rows() == 0)
        return std::optional<Stored>();
    return std::optional<Stored>(Stored{PgValue::integerAt(*found, 0, 0),
                                        StoredPayment::paymentStatusFromRank(PgValue::integerAt(*found, 0, 1)),
                                        PgValue::integerAt(*found, 0, 2)});
}

Result<PaymentStore::WriteOutcome, StoreError> PgPaymentWriter::write(const Payment &answer, qint64 observedAtMs)
{
    if (answer.hash.trimmed().isEmpty()) {
        return StoreError{StoreError::Kind::InvalidPayment,
                          QCoreApplication::translate("dd::PaymentStore", "A payment without a hash cannot be stored.")};
    }
    const Payment payment = StoredPayment::sanitized(answer);
    PgParams params = PgPaymentCodec::paymentParams(payment, observedAtMs);
    PaymentStore::WriteOutcome outcome;
    // Two desks storing the same new payment at once: the second INSERT waits for the first to
    // commit, finds the hash taken and does nothing; the second pass then locks the row and
    // applies the ordering rule to it like any stored payment.
    for (int pass = 0; pass < 2 && outcome.rowId == 0; ++pass) {
        auto stored = lockStored(payment.hash);
        if (!stored)
            return stored.error();
        if (*stored) {
            outcome.rowId = (*stored)->id;
            outcome.applied = paymentAnswerIsCurrent((*stored)->status, (*stored)->statusDateMs, payment.status,
                                                     StoredPayment::toMs(payment.statusDate));
            if (outcome.applied) {
                PgParams update = params;
                update << PgValue::integer(outcome.rowId);
                if (!m_link.run(PgPaymentCodec::UpdateSql, update))
                    return m_link.storeError();
            }
            break;
        }
        auto inserted = m_link.exec(PgPaymentCodec::InsertSql, params);
        if (!inserted)
            return m_link.storeError();
        if (inserted->rows() == 1) {
            outcome.rowId = PgValue::integerAt(*inserted, 0, 0);
            outcome.inserted = outcome.applied = true;
        }
    }
    if (outcome.rowId == 0)
        return m_link.storeError();
    if (outcome.applied) {
        const QByteArray answerText = QJsonDocument(payment.rawAnswer).toJson(QJsonDocument::Compact);
        if (!m_link.run("INSERT INTO directdesk.payment_answers(payment_id, answer) VALUES ($1, $2) "
                        "ON CONFLICT (payment_id) DO UPDATE SET answer = excluded.answer",
                        {PgValue::integer(outcome.rowId), answerText}))
            return m_link.storeError();
    }
    if (!payment.refunds.isEmpty() && !writeRefunds(outcome.rowId, payment))
        return m_link.storeError();
    m_link.wrote();
    return outcome;
}

Result<qint64, StoreError> PgPaymentWriter::writeBatch(const QList<Payment> &payments, qint64 observedAtMs)
{
    qint64 applied = 0;
    QList<qsizetype> oneByOne;
    if (payments.size() >= PgPaymentBulk::FromPayments) {
        QList<Payment> clean;
        clean.reserve(payments.size());
        for (const Payment &payment : payments)
            clean.append(StoredPayment::sanitized(payment));
        auto bulk = PgPaymentBulk::insertNew(m_link, clean, observedAtMs);
        if (!bulk)
            return bulk.error();
        applied = bulk->inserted;
        oneByOne = std::move(bulk->left);
        if (applied > 0)
            m_link.wrote();
    } else {
        for (qsizetype i = 0; i < payments.size(); ++i)
            oneByOne.append(i);
    }
    for (qsizetype i : std::as_const(oneByOne)) {
        auto outcome = write(payments.at(i), observedAtMs);
        if (!outcome)
            return outcome.error();
        applied += outcome->applied ? 1 : 0;
    }
    return applied;
}

bool PgPaymentWriter::writeRefunds(qint64 rowId, const Payment &payment)
{
    using namespace PgValue;
    const QString currency = StoredPayment::storedCurrency(payment);
    for (const Refund &refund : payment.refunds) {
        const bool byId = !refund.id.isEmpty();
        auto found = m_link.exec(byId ? "SELECT id, status FROM directdesk.refunds WHERE payment_id = $1 AND refund_id = $2 "
                                        "FOR UPDATE"
                                      : "SELECT id, status FROM directdesk.refunds WHERE payment_id = $1 "
                                        "AND merchant_refund_code = $2 AND merchant_refund_code <> '' FOR UPDATE",
                                 {integer(rowId), text(byId ? refund.id : refund.merchantRefundCode)});
        if (!found)
            return false;
        const bool exists = found->rows() > 0;
        if (exists && !refundAnswerIsCurrent(StoredPayment::refundStatusFromRank(integerAt(*found, 0, 1)), refund.status))
            continue;
        PgParams values{integer(exists ? integerAt(*found, 0, 0) : rowId)};
        values << PgPaymentCodec::refundParams(refund, currency);
        const char *sql = exists
            ? "UPDATE directdesk.refunds SET refund_id = COALESCE(NULLIF($2::text, ''), refund_id), "
              "merchant_refund_code = COALESCE(NULLIF($3::text, ''), merchant_refund_code), status = $4, "
              "request_date = $5, pending_date = $6, confirm_date = $7, cancel_date = $8, amount = $9, currency = $10, "
              "description = $11, bank_info = COALESCE($12, bank_info) WHERE id = $1"
            : "INSERT INTO directdesk.refunds(payment_id, refund_id, merchant_refund_code, status, request_date, "
              "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) "
              "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";
        if (!m_link.run(sql, values))
            return false;
    }
    // The stored refunded total: every refund that is not cancelled.
    return m_link.run("UPDATE directdesk.payments p SET refunded = COALESCE((SELECT SUM(r.amount) FROM directdesk.refunds r "
                      "WHERE r.payment_id = p.id AND r.status <> $2), 0) WHERE p.id = $1",
                      {integer(rowId), integer(StoredPayment::refundStatusRank(RefundStatus::Cancelled))});
}

} // namespace dd::server::store
