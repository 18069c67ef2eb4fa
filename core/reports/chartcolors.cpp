#include "core/reports/chartcolors.h"

namespace dd {

namespace {
const QColor Blue(0x4c, 0x78, 0xa8);
const QColor Orange(0xf5, 0x85, 0x18);
const QColor Green(0x54, 0xa2, 0x4b);
const QColor Red(0xe4, 0x57, 0x56);
const QColor Grey(0x9d, 0x9d, 0x9d);
} // namespace

QColor statusColor(PaymentStatus status)
{
    switch (status) {
    case PaymentStatus::Open: return Blue;
    case PaymentStatus::Pending: return Orange;
    case PaymentStatus::Confirmed: return Green;
    case PaymentStatus::Cancelled: return Red;
    case PaymentStatus::Unknown: break;
    }
    return Grey;
}

QColor refundStatusColor(RefundStatus status)
{
    switch (status) {
    case RefundStatus::Requested: return Blue;
    case RefundStatus::Pending: return Orange;
    case RefundStatus::Confirmed: return Green;
    case RefundStatus::Cancelled: return Red;
    case RefundStatus::Unknown: break;
    }
    return Grey;
}

} // namespace dd
