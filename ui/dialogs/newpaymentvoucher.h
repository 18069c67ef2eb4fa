#pragma once

#include "core/domain/payment.h"

#include <QLocale>
#include <QString>

namespace dd {

// The customer's voucher summary of a new payment as text lines: amount, method, due date, the
// links and, for SPEI, the CLABE account and reference.
QStringList voucherSummaryLines(const Payment &payment, const QLocale &locale);
// Writes the summary as a one-page PDF; false when the file cannot be written.
bool writeVoucherPdf(const Payment &payment, const QString &path, const QLocale &locale);

} // namespace dd
