#pragma once

#include "core/domain/status.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QDate>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace dd {
class PaymentStore;
}

namespace dd::reconcile {

// The part of a cached payment a reconciliation compares: small, so a million fit in a few dozen
// MB and are found by merchant code with a binary search.
struct IndexedPayment
{
    qint64 rowId = 0;
    qint64 amount = 0;                  // amount_ext, hundredths
    qint64 refunded = 0;                // non-cancelled refunds, hundredths
    qint64 codeAt = 0;                  // merchant code, then hash, in the index's text
    quint16 codeLength = 0;
    quint16 hashLength = 0;
    quint32 currency = 0;               // three ASCII letters packed
    qint32 openDay = 0;                 // Julian day of open_date (UTC), 0 = none
    PaymentStatus status = PaymentStatus::Unknown;
    quint32 orders = 0;                 // order lines matched to it so far
};

quint32 packCurrency(QStringView code);
QString unpackCurrency(quint32 packed);

// Every cached payment, sorted by merchant code (then row id), read once through the store's
// export cursor.
class PaymentIndex
{
public:
    // Reads the store; `progress(done)` every 50,000 payments returns false to stop (then nothing).
    bool build(PaymentStore &store, const std::function<bool(qint64)> &progress, QString *error);
    // Adds one payment found later (the gateway answered a code the cache did not know).
    void add(const IndexedPayment &payment, QStringView code, QStringView hash);
    // Sorts what add() appended; call before find().
    void seal();

    qint64 size() const { return qint64(m_payments.size()); }
    // The payments with this merchant code: [first, last).
    std::pair<qsizetype, qsizetype> find(QStringView code) const;
    IndexedPayment &at(qsizetype i) { return m_payments[size_t(i)]; }
    const IndexedPayment &at(qsizetype i) const { return m_payments[size_t(i)]; }
    QString code(const IndexedPayment &payment) const;
    QString hash(const IndexedPayment &payment) const;

private:
    QByteArrayView codeBytes(const IndexedPayment &payment) const;
    QByteArray m_text;                  // every code and hash, UTF-8, back to back
    std::vector<IndexedPayment> m_payments;
};

} // namespace dd::reconcile
