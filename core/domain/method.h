#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace dd {

// How a payment method behaves, which decides the fields it needs and the links it returns.
enum class MethodKind {
    Card,          // creditcard; answers carry the card network (visa, mastercard, ...)
    Redirect,      // the Chilean online-bank/cash method (multicaja) and other redirect methods
    SpeiVoucher,   // Mexican interbank transfer: spei_url, clabe_account, clabe_reference
    CashVoucher,   // the Chilean cash voucher (sencillito): name, email, phone, document; CLP/USD
    Voucher,       // boleto, oxxo and other printable vouchers
    EWallet,       // codes from /ws/ewallet-availableEWallets
    Unknown,
};

namespace MethodCode {
inline constexpr QStringView Card = u"creditcard";
inline constexpr QStringView ChileRedirect = u"multicaja";
inline constexpr QStringView ChileCashVoucher = u"sencillito";
inline constexpr QStringView Spei = u"spei";
inline constexpr QStringView Boleto = u"boleto";
inline constexpr QStringView Oxxo = u"oxxo";
} // namespace MethodCode

// The kind of a `payment_type_code`, as sent in a request or answered (card networks map to Card).
MethodKind methodKindForCode(QStringView paymentTypeCode);
QString methodKindName(MethodKind kind);
// Card networks as the gateway names them in answers.
bool isCardNetworkCode(QStringView code);

// Countries where the gateway operates: lowercase ISO 3166-1 alpha-2.
QStringList knownCountries();
QString countryName(QStringView country);
// Spec 2.5 / 8.4: bank details in a refund only in Brazil, Chile, Colombia and Mexico.
bool countryTakesRefundBankInfo(QStringView country);
// The one country of a method the service document ties to a country (spec 1: the Chilean online-bank
// and cash-voucher methods, the Mexican interbank-transfer voucher); empty for the others.
QString methodHomeCountry(QStringView paymentTypeCode);
// Spec 4.4: e-wallets exist in Argentina, Brazil, Chile, Colombia and Mexico.
bool countryHasEWallets(QStringView country);

} // namespace dd
