#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
#include <QtGlobal>

#include <optional>

namespace dd::Currency {

// ISO 4217 minor units ("exponent") of the currencies the gateway's countries use: CLP and PYG
// have none, the others two. Amounts are still held and sent as hundredths (the wire format of
// the spec); the exponent decides how many of those decimals a person sees, types and may send.
// Currencies with more than two minor digits (CLF, BHD) are not in the table: hundredths cannot
// hold them.
std::optional<int> knownExponent(QStringView code);
// The exponent, or 2 (the wire's) for a code not in the table.
int exponent(QStringView code);
// True when the amount is a whole number of the currency's minor units: 500000.00 CLP is, but
// 500000.50 CLP is not (a peso has no cents).
bool admits(qint64 hundredths, QStringView code);
// The local currency of a lowercase country code ("cl" → "CLP"), the one the settlement amount
// (amount_br) is in; "" for a country not served.
QString local(QStringView country);
// Every code of the table, sorted.
QStringList codes();

} // namespace dd::Currency
