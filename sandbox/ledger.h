#pragma once

#include "sandbox/hashcodec.h"
#include "sandbox/outcome.h"
#include "sandbox/records.h"

#include <QDataStream>
#include <QHash>

#include <functional>
#include <optional>
#include <vector>

namespace dd::sandbox {

enum class ChangeKind : quint8 { Payment, Refund };

// The sandbox's books: payments and refunds with the state machines of spec section 3.
// Requests are validated before they reach the ledger; the ledger guards the transitions.
class Ledger
{
public:
    explicit Ledger(HashCodec codec = HashCodec());

    using ChangeListener = std::function<void(quint32 payment, ChangeKind kind)>;
    void setChangeListener(ChangeListener listener) { m_listener = std::move(listener); }

    void reserve(qsizetype payments);
    quint32 size() const { return static_cast<quint32>(m_payments.size()); }
    quint32 refundCount() const { return static_cast<quint32>(m_refunds.size()); }
    const PaymentRecord &payment(quint32 index) const { return m_payments[index]; }
    const RefundRecord &refund(quint32 index) const { return m_refunds[index]; }
    QByteArray hashOf(quint32 index) const { return m_codec.encode(index); }
    static QByteArray refundIdOf(quint32 refundIndex);
    const HashCodec &codec() const { return m_codec; }

    std::optional<quint32> findByHash(QByteArrayView hash) const;
    std::optional<quint32> findByMerchantCode(QByteArrayView code) const;
    std::optional<quint32> findRefundById(QByteArrayView id) const;
    std::optional<quint32> findRefundByMerchantCode(QByteArrayView code) const;

    // `record.merchantCode` is copied into the ledger; the code must not be in use.
    quint32 addPayment(PaymentRecord record);
    qint64 refundedTotal(quint32 payment) const;   // non-cancelled refunds
    std::vector<quint32> refundsOf(quint32 payment) const;

    Outcome<quint32> capture(quint32 payment, std::optional<qint64> amount, qint64 now);
    Outcome<quint32> cancelPayment(quint32 payment, qint64 now);
    Outcome<quint32> confirmPayment(quint32 payment, qint64 now);
    Outcome<quint32> denyPayment(quint32 payment, qint64 now);
    Outcome<quint32> requestRefund(quint32 payment, qint64 amount, QByteArrayView description,
                                   QByteArrayView merchantRefundCode, qint64 now);
    Outcome<quint32> cancelRefund(quint32 refund, qint64 now);
    Outcome<quint32> advanceRefund(quint32 refund, qint64 now);
    Outcome<quint32> expirePreAuthorization(quint32 payment, qint64 now);
    // Cancels every uncaptured pre-authorization opened at least periodSeconds before now.
    std::vector<quint32> expirePreAuthorizations(qint64 now, qint64 periodSeconds);

    // Direct state setting for the demo seeder (no rules, no notifications).
    PaymentRecord &mutablePayment(quint32 index) { return m_payments[index]; }
    RefundRecord &mutableRefund(quint32 index) { return m_refunds[index]; }
    quint32 addRefund(quint32 payment, RefundRecord record);

    // The e-wallet callback a payment's request gave (spec 4.1), where the checkout page sends the
    // customer once the payment is confirmed. Kept while the sandbox runs, not in its state file.
    void setCallbackUrl(quint32 payment, const QString &url) { m_callbacks.insert(payment, url); }
    QString callbackUrl(quint32 payment) const { return m_callbacks.value(payment); }

    // Empties the books; new hashes come from `codec`, so a hash of before never finds a new payment.
    void clear(HashCodec codec);

    void save(QDataStream &out) const;
    bool load(QDataStream &in);

private:
    void notify(quint32 payment, ChangeKind kind) const;
    Outcome<quint32> settleByCustomer(quint32 payment, qint64 now, PaymentState to);

    HashCodec m_codec;
    StringArena m_strings;
    std::vector<PaymentRecord> m_payments;
    std::vector<RefundRecord> m_refunds;
    QHash<QByteArrayView, quint32> m_byMerchantCode;
    QHash<QByteArrayView, quint32> m_refundByMerchantCode;
    QHash<quint32, QString> m_callbacks;   // few: only e-wallet payments that gave one
    ChangeListener m_listener;
};

} // namespace dd::sandbox
