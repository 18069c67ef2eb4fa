#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <vector>

namespace dd::sandbox {

enum class PaymentState : quint8 { Open, Pending, Confirmed, Cancelled };
enum class RefundState : quint8 { Requested, Pending, Confirmed, Cancelled };

QByteArray paymentStateCode(PaymentState state);
QByteArray refundStateCode(RefundState state);

// Compact payment: short strings live in a StringArena; dates are seconds since the epoch (0 = null).
struct PaymentRecord
{
    QByteArrayView merchantCode;
    qint64 amount = 0;             // hundredths of currency_ext (captured amount)
    qint64 requestedAmount = 0;    // hundredths as requested (differs after a partial capture)
    qint64 openAt = 0;
    qint64 statusAt = 0;
    qint64 confirmAt = 0;
    qint32 firstRefund = -1;       // index into the refund vector, chained by nextRefund
    PaymentState state = PaymentState::Open;
    quint8 method = 0;
    quint8 country = 0;
    quint8 currency = 0;
    quint8 installments = 1;
    bool preAuthorization = false; // created with auto_capture false
    bool captureAvailable = false;
    bool declined = false;
    bool captured = false;
};

struct RefundRecord
{
    QByteArrayView merchantRefundCode;
    QByteArrayView description;
    qint64 amount = 0;
    qint64 requestAt = 0;
    qint64 pendingAt = 0;
    qint64 confirmAt = 0;
    qint64 cancelAt = 0;
    quint32 payment = 0;
    qint32 nextRefund = -1;
    RefundState state = RefundState::Requested;
};

// Append-only storage for short strings; views stay valid for the arena's lifetime.
class StringArena
{
public:
    QByteArrayView store(QByteArrayView text);
    void clear();

private:
    static constexpr qsizetype chunkSize = 256 * 1024;
    std::vector<std::unique_ptr<char[]>> m_chunks;
    qsizetype m_used = chunkSize;
};

} // namespace dd::sandbox
