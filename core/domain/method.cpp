#include "core/domain/method.h"

#include <QCoreApplication>

#include <array>

namespace dd {

namespace {
constexpr std::array<QStringView, 11> cardNetworks = {
    u"visa", u"mastercard", u"amex", u"elo", u"hipercard", u"diners", u"discover",
    u"aura", u"hiper", u"jcb", u"carnet"};
constexpr std::array<QStringView, 4> voucherCodes = {u"boleto", u"oxxo", u"efecty", u"pagoefectivo"};
constexpr std::array<QStringView, 6> redirectCodes = {u"multicaja", u"webpay", u"servipag", u"pse", u"pix", u"safetypay"};
constexpr std::array<QStringView, 8> eWalletCodes = {u"mercadopago", u"nequi", u"picpay", u"nupay",
                                                     u"paypal", u"machpay", u"ame", u"pagbrasil"};

template<std::size_t N>
bool contains(const std::array<QStringView, N> &codes, QStringView code)
{
    for (QStringView c : codes)
        if (c == code)
            return true;
    return false;
}
} // namespace

bool isCardNetworkCode(QStringView code)
{
    return contains(cardNetworks, code);
}

MethodKind methodKindForCode(QStringView code)
{
    if (code == MethodCode::Card || isCardNetworkCode(code))
        return MethodKind::Card;
    if (code == MethodCode::ChileCashVoucher)
        return MethodKind::CashVoucher;
    if (code == MethodCode::Spei)
        return MethodKind::SpeiVoucher;
    if (contains(voucherCodes, code))
        return MethodKind::Voucher;
    if (contains(redirectCodes, code))
        return MethodKind::Redirect;
    if (contains(eWalletCodes, code))
        return MethodKind::EWallet;
    return MethodKind::Unknown;
}

QString methodKindName(MethodKind kind)
{
    switch (kind) {
    case MethodKind::Card: return QCoreApplication::translate("dd::MethodKind", "Card");
    case MethodKind::Redirect: return QCoreApplication::translate("dd::MethodKind", "Online bank / cash (redirect)");
    case MethodKind::SpeiVoucher: return QCoreApplication::translate("dd::MethodKind", "SPEI transfer");
    case MethodKind::CashVoucher: return QCoreApplication::translate("dd::MethodKind", "Cash voucher");
    case MethodKind::Voucher: return QCoreApplication::translate("dd::MethodKind", "Voucher");
    case MethodKind::EWallet: return QCoreApplication::translate("dd::MethodKind", "E-wallet");
    case MethodKind::Unknown: return QCoreApplication::translate("dd::MethodKind", "Other");
    }
    return {};
}

QStringList knownCountries()
{
    return {QStringLiteral("ar"), QStringLiteral("bo"), QStringLiteral("br"), QStringLiteral("cl"),
            QStringLiteral("co"), QStringLiteral("ec"), QStringLiteral("mx"), QStringLiteral("pe"),
            QStringLiteral("uy")};
}

QString countryName(QStringView country)
{
    if (country == u"ar") return QCoreApplication::translate("dd::Country", "Argentina");
    if (country == u"bo") return QCoreApplication::translate("dd::Country", "Bolivia");
    if (country == u"br") return QCoreApplication::translate("dd::Country", "Brazil");
    if (country == u"cl") return QCoreApplication::translate("dd::Country", "Chile");
    if (country == u"co") return QCoreApplication::translate("dd::Country", "Colombia");
    if (country == u"ec") return QCoreApplication::translate("dd::Country", "Ecuador");
    if (country == u"mx") return QCoreApplication::translate("dd::Country", "Mexico");
    if (country == u"pe") return QCoreApplication::translate("dd::Country", "Peru");
    if (country == u"uy") return QCoreApplication::translate("dd::Country", "Uruguay");
    return country.toString().toUpper();
}

bool countryTakesRefundBankInfo(QStringView country)
{
    return country == u"br" || country == u"cl" || country == u"co" || country == u"mx";
}

QString methodHomeCountry(QStringView paymentTypeCode)
{
    if (paymentTypeCode == MethodCode::ChileRedirect || paymentTypeCode == MethodCode::ChileCashVoucher)
        return QStringLiteral("cl");
    if (paymentTypeCode == MethodCode::Spei)
        return QStringLiteral("mx");
    return {};
}

bool countryHasEWallets(QStringView country)
{
    return country == u"ar" || country == u"br" || country == u"cl" || country == u"co" || country == u"mx";
}

} // namespace dd
