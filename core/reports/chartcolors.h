#pragma once

// The colours of payment and refund statuses in every chart: the Overview tab and both PDF
// summaries draw a status the same colour.

#include "core/domain/status.h"

#include <QColor>

namespace dd {

QColor statusColor(PaymentStatus status);
QColor refundStatusColor(RefundStatus status);

} // namespace dd
