#include "core/domain/status.h"

#include <QCoreApplication>

namespace dd {

PaymentStatus paymentStatusFromCode(QStringView code)
{
    if (code == u"OP")
        return PaymentStatus::Open;
    if (code == u"PE")
        return PaymentStatus::Pending;
    if (code == u"CO")
        return PaymentStatus::Confirmed;
    if (code == u"CA")
        return PaymentStatus::Cancelled;
    return PaymentStatus::Unknown;
}

QString paymentStatusCode(PaymentStatus status)
{
    switch (status) {
    case PaymentStatus::Open: return QStringLiteral("OP");
    case PaymentStatus::Pending: return QStringLiteral("PE");
    case PaymentStatus::Confirmed: return QStringLiteral("CO");
    case PaymentStatus::Cancelled: return QStringLiteral("CA");
    case PaymentStatus::Unknown: return {};
    }
    return {};
}

QString paymentStatusName(PaymentStatus status)
{
    switch (status) {
    case PaymentStatus::Open: return QCoreApplication::translate("dd::PaymentStatus", "Open");
    case PaymentStatus::Pending: return QCoreApplication::translate("dd::PaymentStatus", "Pending");
    case PaymentStatus::Confirmed: return QCoreApplication::translate("dd::PaymentStatus", "Confirmed");
    case PaymentStatus::Cancelled: return QCoreApplication::translate("dd::PaymentStatus", "Cancelled");
    case PaymentStatus::Unknown: return QCoreApplication::translate("dd::PaymentStatus", "Unknown");
    }
    return {};
}

RefundStatus refundStatusFromCode(QStringView code)
{
    if (code == u"RE")
        return RefundStatus::Requested;
    if (code == u"PE")
        return RefundStatus::Pending;
    if (code == u"CO")
        return RefundStatus::Confirmed;
    if (code == u"CA")
        return RefundStatus::Cancelled;
    return RefundStatus::Unknown;
}

QString refundStatusCode(RefundStatus status)
{
    switch (status) {
    case RefundStatus::Requested: return QStringLiteral("RE");
    case RefundStatus::Pending: return QStringLiteral("PE");
    case RefundStatus::Confirmed: return QStringLiteral("CO");
    case RefundStatus::Cancelled: return QStringLiteral("CA");
    case RefundStatus::Unknown: return {};
    }
    return {};
}

QString refundStatusName(RefundStatus status)
{
    switch (status) {
    case RefundStatus::Requested: return QCoreApplication::translate("dd::RefundStatus", "Requested");
    case RefundStatus::Pending: return QCoreApplication::translate("dd::RefundStatus", "Pending");
    case RefundStatus::Confirmed: return QCoreApplication::translate("dd::RefundStatus", "Confirmed");
    case RefundStatus::Cancelled: return QCoreApplication::translate("dd::RefundStatus", "Cancelled");
    case RefundStatus::Unknown: return QCoreApplication::translate("dd::RefundStatus", "Unknown");
    }
    return {};
}

namespace {

QString statusLabel(const QString &name, const QString &code)
{
    if (code.isEmpty())
        return name;
    //: A payment or refund status: the word, then the gateway's two-letter code, e.g. "Pending (PE)"
    return QCoreApplication::translate("dd::PaymentStatus", "%1 (%2)").arg(name, code);
}

} // namespace

QString paymentStatusLabel(PaymentStatus status)
{
    return statusLabel(paymentStatusName(status), paymentStatusCode(status));
}

QString refundStatusLabel(RefundStatus status)
{
    return statusLabel(refundStatusName(status), refundStatusCode(status));
}

} // namespace dd
