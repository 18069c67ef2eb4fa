#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace dd::sandbox {

// Static reference data of the sandbox gateway: countries, currencies, method codes, e-wallets.
// Records store small indexes into these tables, so a payment stays a few dozen bytes.

enum class MethodFamily : quint8 { Card, Redirect, CashVoucher, Spei, Boleto, Oxxo, EWallet };

struct MethodInfo
{
    QByteArray code;             // payment_type_code as answered (card: the network code)
    MethodFamily family;
    QByteArray country;          // the one country of a local method; empty = any card country
    bool partialRefund;          // false: only a refund of the full amount is accepted
};

struct EWalletInfo
{
    QByteArray country;
    QByteArray code;
    QByteArray name;
};

namespace catalogue {

const QList<QByteArray> &countries();          // "br", "cl", …
const QList<QByteArray> &currencies();         // "BRL", "USD", …
const QList<MethodInfo> &methods();            // index = PaymentRecord::method
const QList<EWalletInfo> &eWallets();

std::optional<quint8> countryIndex(QByteArrayView code);
std::optional<quint8> currencyIndex(QByteArrayView code);
std::optional<quint8> methodIndex(QByteArrayView code);
QByteArray localCurrency(QByteArrayView country);
bool currencyAllowed(quint8 method, QByteArrayView country, QByteArrayView currency);
bool eWalletAvailable(QByteArrayView country, QByteArrayView code);
// Units of the local currency per unit of the payment currency (four decimals, as ten-thousandths).
qint64 currencyRateTenThousandths(QByteArrayView currency, QByteArrayView country);

} // namespace catalogue
} // namespace dd::sandbox
