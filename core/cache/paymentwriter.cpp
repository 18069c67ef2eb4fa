#include "core/cache/paymentwriter.h"

#include "core/cache/paymentcodec.h"
#include "core/storage/secretscrubber.h"
#include "core/cache/statementcache.h"
#include "core/domain/status.h"
#include "core/storage/answerorder.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

namespace dd::cache {

namespace Codec = PaymentCodec;

PaymentWriter::PaymentWriter(StatementCache &statements, CacheClock clock, WrittenCallback written)
    : m_statements(statements), m_clock(std::move(clock)), m_written(std::move(written))
{
}

void PaymentWriter::begin()
{
    m_groupChanges.clear();
    m_effects = {};
}

void PaymentWriter::reportWritten()
{
    const WriteEffects effects = m_effects;
    m_effects = {};
    m_written(effects);
}

StoreError PaymentWriter::storageError() const
{
    return StoreError{StoreError::Kind::Storage, m_statements.database().lastError().message};
}

Database &PaymentWriter::database() { return m_statements.database(); }

Result<qint64, StoreError> PaymentWriter::writeBatch(const QList<Payment> &payments, qint64 observedAtMs)
{
    qint64 applied = 0;
    constexpr qsizetype ParallelFrom = 256;
    if (payments.size() < ParallelFrom) {
        for (const Payment &payment : payments) {
            auto outcome = write(Codec::prepare(payment), observedAtMs);
            if (!outcome)
                return outcome.error();
            applied += outcome->applied ? 1 : 0;
        }
        return applied;
    }
    // Cleaning and serialising run on the thread pool while this thread writes what is ready, in
    // order: the two overlap instead of the writer waiting for the whole batch to be prepared.
    QFuture<Codec::PreparedPayment> prepared = QtConcurrent::mapped(payments, &Codec::prepare);
    const auto stopPreparing = qScopeGuard([&prepared] {
        prepared.cancel();
        prepared.waitForFinished();
    });
    for (const Codec::PreparedPayment &payment : prepared) {
        auto outcome = write(payment, observedAtMs);
        if (!outcome)
            return outcome.error();
        applied += outcome->applied ? 1 : 0;
    }
    return applied;
}

Result<PaymentStore::WriteOutcome, StoreError> PaymentWriter::write(const Codec::PreparedPayment &prepared,
                                                                   qint64 observedAtMs)
{
    const Payment &payment = prepared.payment;
    if (payment.hash.trimmed().isEmpty()) {
        return StoreError{StoreError::Kind::InvalidPayment,
                          QCoreApplication::translate("dd::PaymentStore", "A payment without a hash cannot be stored.")};
    }
    // Every UPDATE here is "OR FAIL" and changes one row: SQLite checks its constraints before it
    // writes, and any failure rolls the whole transaction back. With the default ABORT, SQLite
    // opens a statement journal for each UPDATE, and SQLCipher encrypts every page it journals
    // (about 33 page encryptions per payment updated by a refresh).
    PaymentStore::WriteOutcome outcome;
    const qint64 hashPrefix = Codec::prefixKey(payment.hash);
    const GroupKey incoming{StoredPayment::storedCurrency(payment), StoredPayment::paymentStatusRank(payment.status),
                            payment.paymentTypeCode, payment.country};
    GroupKey group = incoming;     // the payment's group once written
    qint64 refunded = 0;           // its stored refunded total
    Statement &find = m_statements("SELECT id, status, status_date, currency, payment_type_code, country, amount_ext, "
                             "refunded FROM payments WHERE hash_prefix = ? AND hash = ?");
    find.bind(1, hashPrefix).bind(2, payment.hash);
    const Statement::Step found = find.step();
    if (found == Statement::Step::Failed)
        return storageError();
    if (found == Statement::Step::Row) {
        outcome.rowId = find.columnInt(0);
        outcome.applied = paymentAnswerIsCurrent(StoredPayment::paymentStatusFromRank(find.columnInt(1)), find.columnInt(2),
                                                 payment.status, StoredPayment::toMs(payment.statusDate));
        const GroupKey stored{find.columnText(3), find.columnInt(1), find.columnText(4), find.columnText(5)};
        const qint64 storedAmount = find.columnInt(6);
        refunded = find.columnInt(7);
        find.reset();
        group = stored;
        if (outcome.applied) {
            Statement &update = m_statements(Codec::updateSql());
            Codec::bindPayment(update, prepared, observedAtMs);
            update.bind(46, outcome.rowId);
            if (!update.run())
                return storageError();
            changeGroup(stored, -1, -storedAmount, -refunded);
            changeGroup(incoming, 1, payment.amountExt.hundredths(), refunded);
            group = incoming;
            m_effects.payments = true;
        }
    } else {
        find.reset();
        Statement &insert = m_statements(Codec::insertSql());
        Codec::bindPayment(insert, prepared, observedAtMs);
        if (!insert.run())
            return storageError();
        outcome.rowId = m_statements.database().lastInsertRowId();
        outcome.inserted = outcome.applied = true;
        changeGroup(incoming, 1, payment.amountExt.hundredths(), 0);
        m_effects.payments = true;
    }
    if (outcome.applied) {
        Statement &answer = m_statements("INSERT OR REPLACE INTO payment_answers(payment_id, answer) VALUES (?, ?)");
        answer.bind(1, outcome.rowId).bindBlob(2, prepared.answer);
        if (!answer.run())
            return storageError();
    }
    if (!payment.refunds.isEmpty() && !writeRefunds(outcome.rowId, payment, group, refunded))
        return storageError();
    return outcome;
}

void PaymentWriter::changeGroup(const GroupKey &key, qint64 count, qint64 amount, qint64 refunded)
{
    GroupChange &change = m_groupChanges[key];
    change.count += count;
    change.amount += amount;
    change.refunded += refunded;
}

bool PaymentWriter::applyGroupChanges()
{
    // The same rows the triggers of migration 3 kept: a group once written keeps its row, at zero.
    for (const auto &[key, change] : m_groupChanges) {
        Statement &create = m_statements("INSERT OR IGNORE INTO payment_groups(currency, status, payment_type_code, country) "
                                   "VALUES (?, ?, ?, ?)");
        create.bind(1, key.currency).bind(2, key.status).bind(3, key.method).bind(4, key.country);
        if (!create.run())
            return false;
        if (change.count == 0 && change.amount == 0 && change.refunded == 0)
            continue;
        Statement &add = m_statements("UPDATE OR FAIL payment_groups SET count = count + ?5, amount = amount + ?6, "
                                "refunded = refunded + ?7 WHERE currency = ?1 AND status = ?2 "
                                "AND payment_type_code = ?3 AND country = ?4");
        add.bind(1, key.currency).bind(2, key.status).bind(3, key.method).bind(4, key.country);
        add.bind(5, change.count).bind(6, change.amount).bind(7, change.refunded);
        if (!add.run())
            return false;
    }
    m_groupChanges.clear();
    return true;
}

bool PaymentWriter::writeRefunds(qint64 rowId, const Payment &payment, const GroupKey &group, qint64 storedRefunded)
{
    const QString currency = payment.currencyExt.isEmpty() ? payment.amountExt.currency() : payment.currencyExt;
    for (const Refund &refund : payment.refunds) {
        Statement &find = refund.id.isEmpty()
                              ? m_statements("SELECT id, status FROM refunds WHERE payment_id = ? AND merchant_refund_code = ? "
                                       "AND merchant_refund_code != ''")
                              : m_statements("SELECT id, status FROM refunds WHERE payment_id = ? AND refund_id = ?");
        find.bind(1, rowId).bind(2, refund.id.isEmpty() ? refund.merchantRefundCode : refund.id);
        const bool exists = find.step() == Statement::Step::Row;
        const qint64 existingId = exists ? find.columnInt(0) : 0;
        const RefundStatus stored = StoredPayment::refundStatusFromRank(exists ? find.columnInt(1) : 0);
        find.reset();
        if (exists && !refundAnswerIsCurrent(stored, refund.status))
            continue;
        Statement &save = exists
            ? m_statements("UPDATE OR FAIL refunds SET refund_id = CASE WHEN ?2 = '' THEN refund_id ELSE ?2 END, "
                     "merchant_refund_code = CASE WHEN ?3 = '' THEN merchant_refund_code ELSE ?3 END, status = ?4, "
                     "request_date = ?5, pending_date = ?6, confirm_date = ?7, cancel_date = ?8, amount = ?9, "
                     "currency = ?10, description = ?11, bank_info = COALESCE(?12, bank_info) WHERE id = ?1")
            : m_statements("INSERT INTO refunds(payment_id, refund_id, merchant_refund_code, status, request_date, "
                     "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) "
                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
        save.bind(1, exists ? existingId : rowId).bind(2, refund.id).bind(3, refund.merchantRefundCode);
        save.bind(4, StoredPayment::refundStatusRank(refund.status)).bind(5, StoredPayment::toMs(refund.requestDate)).bind(6, StoredPayment::toMs(refund.pendingDate));
        save.bind(7, StoredPayment::toMs(refund.confirmDate)).bind(8, StoredPayment::toMs(refund.cancelDate));
        save.bind(9, refund.amount.hundredths()).bind(10, currency);
        save.bind(11, SecretScrubber::maskCardNumbers(refund.description));
        const QByteArray bankInfo = StoredPayment::bankInfoText(refund.bankInfo);
        if (bankInfo.isEmpty())
            save.bindNull(12);
        else
            save.bindUtf8(12, bankInfo);
        if (!save.run())
            return false;
    }
    Statement &sum = m_statements("SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = ? AND status != ?");
    sum.bind(1, rowId).bind(2, StoredPayment::refundStatusRank(RefundStatus::Cancelled));
    if (sum.step() != Statement::Step::Row)
        return false;
    const qint64 refunded = sum.columnInt(0);
    sum.reset();
    if (refunded == storedRefunded)
        return true;
    Statement &total = m_statements("UPDATE OR FAIL payments SET refunded = ? WHERE id = ?");
    total.bind(1, refunded).bind(2, rowId);
    if (!total.run())
        return false;
    changeGroup(group, 0, 0, refunded - storedRefunded);
    m_effects.refundTotals = true;
    return true;
}

} // namespace dd::cache
