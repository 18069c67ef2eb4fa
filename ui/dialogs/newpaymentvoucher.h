#pragma once

#include "core/domain/payment.h"

#include <QLocale>
#include <QString>

namespace dd {

// The customer's voucher summary of a new payment as text lines: the title, the reference the
// customer quotes when paying (the merchant payment code the gateway answered with), amount,
// method, due date, the links and, for SPEI, the CLABE account and reference. The gateway's
// internal hash is not among them: it means nothing to a customer.
QStringList voucherSummaryLines(const Payment &payment, const QLocale &locale);
// Writes the summary as a one-page PDF, the reference large under the title and the gateway's hash
// in small print at the foot of the page (for the merchant's support); false when the file cannot
// be written.
bool writeVoucherPdf(const Payment &payment, const QString &path, const QLocale &locale);

} // namespace dd
