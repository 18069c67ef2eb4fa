#include "sandbox/ledger.h"

#include "sandbox/catalogue.h"

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr quint32 stateFormatVersion = 1;

Failure failure(const char *code, QString message)
{
    return Failure{QByteArray(code), std::move(message)};
}

bool isPendingPreAuthorization(const PaymentRecord &record)
{
    return record.state == PaymentState::Pending && record.preAuthorization && record.captureAvailable;
}
} // namespace

Ledger::Ledger(HashCodec codec) : m_codec(codec) {}

void Ledger::reserve(qsizetype payments)
{
    m_payments.reserve(static_cast<size_t>(payments));
    m_byMerchantCode.reserve(payments);
}

QByteArray Ledger::refundIdOf(quint32 refundIndex)
{
    return QByteArray::number(static_cast<quint64>(refundIndex) + 1);
}

std::optional<quint32> Ledger::findByHash(QByteArrayView hash) const
{
    const auto index = m_codec.decode(hash);
    if (!index || *index >= m_payments.size())
        return std::nullopt;
    return index;
}

std::optional<quint32> Ledger::findByMerchantCode(QByteArrayView code) const
{
    const auto it = m_byMerchantCode.constFind(code);
    return it == m_byMerchantCode.cend() ? std::nullopt : std::optional<quint32>(*it);
}

std::optional<quint32> Ledger::findRefundById(QByteArrayView id) const
{
    bool ok = false;
    const qulonglong number = id.toULongLong(&ok);
    if (!ok || number == 0 || number > m_refunds.size())
        return std::nullopt;
    return static_cast<quint32>(number - 1);
}

std::optional<quint32> Ledger::findRefundByMerchantCode(QByteArrayView code) const
{
    const auto it = m_refundByMerchantCode.constFind(code);
    return it == m_refundByMerchantCode.cend() ? std::nullopt : std::optional<quint32>(*it);
}

quint32 Ledger::addPayment(PaymentRecord record)
{
    record.merchantCode = m_strings.store(record.merchantCode);
    record.firstRefund = -1;
    const auto index = static_cast<quint32>(m_payments.size());
    m_payments.push_back(record);
    m_byMerchantCode.insert(record.merchantCode, index);
    notify(index, ChangeKind::Payment);
    return index;
}

quint32 Ledger::addRefund(quint32 payment, RefundRecord record)
{
    record.merchantRefundCode = m_strings.store(record.merchantRefundCode);
    record.description = m_strings.store(record.description);
    record.payment = payment;
    record.nextRefund = -1;
    const auto index = static_cast<quint32>(m_refunds.size());
    m_refunds.push_back(record);
    // Keep refunds in request order: append at the end of the payment's chain.
    qint32 *link = &m_payments[payment].firstRefund;
    while (*link >= 0)
        link = &m_refunds[static_cast<size_t>(*link)].nextRefund;
    *link = static_cast<qint32>(index);
    if (!record.merchantRefundCode.isEmpty())
        m_refundByMerchantCode.insert(record.merchantRefundCode, index);
    return index;
}

std::vector<quint32> Ledger::refundsOf(quint32 payment) const
{
    std::vector<quint32> out;
    for (qint32 at = m_payments[payment].firstRefund; at >= 0; at = m_refunds[static_cast<size_t>(at)].nextRefund)
        out.push_back(static_cast<quint32>(at));
    return out;
}

qint64 Ledger::refundedTotal(quint32 payment) const
{
    qint64 total = 0;
    for (quint32 index : refundsOf(payment)) {
        if (m_refunds[index].state != RefundState::Cancelled)
            total += m_refunds[index].amount;
    }
    return total;
}

Outcome<quint32> Ledger::capture(quint32 index, std::optional<qint64> amount, qint64 now)
{
    PaymentRecord &record = m_payments[index];
    if (record.captured && record.state == PaymentState::Confirmed)
        return failure("BP-CAP-4", u"Payment has already been captured"_s);
    if (!isPendingPreAuthorization(record))
        return failure("BP-CAP-3", u"Only a pending pre-authorized card payment can be captured"_s);
    if (amount && *amount != record.amount) {
        if (catalogue::countries().at(record.country) != "br")
            return failure("BP-CAP-11", u"Partial capture is not available for this payment"_s);
        if (*amount <= 0 || *amount > record.amount)
            return failure("BP-CAP-12", u"Capture amount must be above zero and at most the authorized amount"_s);
        record.amount = *amount;
    }
    record.state = PaymentState::Confirmed;
    record.captureAvailable = false;
    record.captured = true;
    record.statusAt = now;
    record.confirmAt = now;
    notify(index, ChangeKind::Payment);
    return index;
}

Outcome<quint32> Ledger::cancelPayment(quint32 index, qint64 now)
{
    PaymentRecord &record = m_payments[index];
    if (record.state != PaymentState::Open && record.state != PaymentState::Pending)
        return failure("BP-CAN-3", u"Only open or pending payments can be cancelled"_s);
    record.state = PaymentState::Cancelled;
    record.captureAvailable = false;
    record.statusAt = now;
    notify(index, ChangeKind::Payment);
    return index;
}

Outcome<quint32> Ledger::confirmPayment(quint32 index, qint64 now)
{
    return settleByCustomer(index, now, PaymentState::Confirmed);
}

Outcome<quint32> Ledger::denyPayment(quint32 index, qint64 now)
{
    return settleByCustomer(index, now, PaymentState::Cancelled);
}

// Spec 4.6: the customer pays (CO) or never pays (CA) a pending voucher, redirect or e-wallet payment.
Outcome<quint32> Ledger::settleByCustomer(quint32 index, qint64 now, PaymentState to)
{
    PaymentRecord &record = m_payments[index];
    if (record.state != PaymentState::Pending || record.preAuthorization)
        return failure("BP-SIM-2", u"Only a pending voucher, redirect or e-wallet payment can be confirmed or denied"_s);
    record.state = to;
    record.statusAt = now;
    if (to == PaymentState::Confirmed)
        record.confirmAt = now;
    notify(index, ChangeKind::Payment);
    return index;
}

Outcome<quint32> Ledger::requestRefund(quint32 index, qint64 amount, QByteArrayView description,
                                       QByteArrayView merchantRefundCode, qint64 now)
{
    const PaymentRecord &record = m_payments[index];
    if (record.state != PaymentState::Confirmed)
        return failure("BP-REF-7", u"Only confirmed payments can be refunded"_s);
    if (!merchantRefundCode.isEmpty() && m_refundByMerchantCode.contains(merchantRefundCode))
        return failure("BP-REF-9", u"merchant_refund_code has already been used"_s);
    const qint64 remaining = record.amount - refundedTotal(index);
    if (amount > remaining)
        return failure("BP-REF-5", u"Refund amount is above what remains refundable"_s);
    if (!catalogue::methods().at(record.method).partialRefund && amount != record.amount)
        return failure("BP-REF-6", u"This payment method does not support partial refunds"_s);
    RefundRecord refund;
    refund.amount = amount;
    refund.description = description;
    refund.merchantRefundCode = merchantRefundCode;
    refund.requestAt = now;
    const quint32 refundIndex = addRefund(index, refund);
    notify(index, ChangeKind::Refund);
    return refundIndex;
}

Outcome<quint32> Ledger::cancelRefund(quint32 refundIndex, qint64 now)
{
    RefundRecord &refund = m_refunds[refundIndex];
    if (refund.state != RefundState::Requested && refund.state != RefundState::Pending)
        return failure("BP-REF-CAN-4", u"Only a requested or pending refund can be cancelled"_s);
    refund.state = RefundState::Cancelled;
    refund.cancelAt = now;
    notify(refund.payment, ChangeKind::Refund);
    return refundIndex;
}

Outcome<quint32> Ledger::advanceRefund(quint32 refundIndex, qint64 now)
{
    RefundRecord &refund = m_refunds[refundIndex];
    if (refund.state == RefundState::Requested) {
        refund.state = RefundState::Pending;
        refund.pendingAt = now;
    } else if (refund.state == RefundState::Pending) {
        refund.state = RefundState::Confirmed;
        refund.confirmAt = now;
    } else {
        return failure("BP-SIM-3", u"Only a requested or pending refund can advance"_s);
    }
    notify(refund.payment, ChangeKind::Refund);
    return refundIndex;
}

Outcome<quint32> Ledger::expirePreAuthorization(quint32 index, qint64 now)
{
    if (!isPendingPreAuthorization(m_payments[index]))
        return failure("BP-SIM-4", u"Only an uncaptured pre-authorization can expire"_s);
    return cancelPayment(index, now);
}

std::vector<quint32> Ledger::expirePreAuthorizations(qint64 now, qint64 periodSeconds)
{
    std::vector<quint32> expired;
    for (quint32 index = 0; index < m_payments.size(); ++index) {
        const PaymentRecord &record = m_payments[index];
        if (isPendingPreAuthorization(record) && now - record.openAt >= periodSeconds) {
            cancelPayment(index, now);
            expired.push_back(index);
        }
    }
    return expired;
}

void Ledger::notify(quint32 payment, ChangeKind kind) const
{
    if (m_listener)
        m_listener(payment, kind);
}

void Ledger::clear(HashCodec codec)
{
    m_codec = codec;
    m_payments.clear();
    m_refunds.clear();
    m_byMerchantCode.clear();
    m_refundByMerchantCode.clear();
    m_callbacks.clear();
    m_strings.clear();
}

void Ledger::save(QDataStream &out) const
{
    out << stateFormatVersion << m_codec.key() << static_cast<quint32>(m_payments.size());
    for (const PaymentRecord &p : m_payments) {
        out << p.merchantCode.toByteArray() << p.amount << p.requestedAmount << p.openAt << p.statusAt
            << p.confirmAt << static_cast<quint8>(p.state) << p.method << p.country << p.currency
            << p.installments << p.preAuthorization << p.captureAvailable << p.declined << p.captured;
    }
    out << static_cast<quint32>(m_refunds.size());
    for (const RefundRecord &r : m_refunds) {
        out << r.merchantRefundCode.toByteArray() << r.description.toByteArray() << r.amount << r.requestAt
            << r.pendingAt << r.confirmAt << r.cancelAt << r.payment << static_cast<quint8>(r.state);
    }
}

bool Ledger::load(QDataStream &in)
{
    quint32 version = 0;
    quint64 key = 0;
    quint32 paymentCount = 0;
    in >> version >> key >> paymentCount;
    if (in.status() != QDataStream::Ok || version != stateFormatVersion)
        return false;
    clear(HashCodec(key));
    m_payments.reserve(paymentCount);
    for (quint32 i = 0; i < paymentCount && in.status() == QDataStream::Ok; ++i) {
        PaymentRecord p;
        QByteArray code;
        quint8 state = 0;
        in >> code >> p.amount >> p.requestedAmount >> p.openAt >> p.statusAt >> p.confirmAt >> state
           >> p.method >> p.country >> p.currency >> p.installments >> p.preAuthorization
           >> p.captureAvailable >> p.declined >> p.captured;
        if (state > static_cast<quint8>(PaymentState::Cancelled) || p.method >= catalogue::methods().size()
            || p.country >= catalogue::countries().size() || p.currency >= catalogue::currencies().size())
            return false;
        p.state = static_cast<PaymentState>(state);
        p.merchantCode = m_strings.store(code);
        m_payments.push_back(p);
        m_byMerchantCode.insert(p.merchantCode, i);
    }
    quint32 refundCount = 0;
    in >> refundCount;
    for (quint32 i = 0; i < refundCount && in.status() == QDataStream::Ok; ++i) {
        RefundRecord r;
        QByteArray code;
        QByteArray description;
        quint8 state = 0;
        in >> code >> description >> r.amount >> r.requestAt >> r.pendingAt >> r.confirmAt >> r.cancelAt
           >> r.payment >> state;
        r.state = static_cast<RefundState>(state);
        r.merchantRefundCode = code;
        r.description = description;
        if (r.payment >= m_payments.size() || state > static_cast<quint8>(RefundState::Cancelled))
            return false;
        addRefund(r.payment, r);
    }
    return in.status() == QDataStream::Ok;
}

} // namespace dd::sandbox
