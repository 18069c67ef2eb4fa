#include "sandbox/catalogue.h"

namespace dd::sandbox::catalogue {

const QList<QByteArray> &countries()
{
    static const QList<QByteArray> list{"br", "cl", "mx", "co", "ar", "pe"};
    return list;
}

const QList<QByteArray> &currencies()
{
    static const QList<QByteArray> list{"BRL", "USD", "EUR", "CLP", "MXN", "COP", "ARS", "PEN"};
    return list;
}

const QList<MethodInfo> &methods()
{
    // Card networks first (the answer carries the network), then local methods and e-wallets.
    static const QList<MethodInfo> list{
        {"visa", MethodFamily::Card, {}, true},
        {"mastercard", MethodFamily::Card, {}, true},
        {"amex", MethodFamily::Card, {}, true},
        {"elo", MethodFamily::Card, {}, true},
        {"hipercard", MethodFamily::Card, {}, true},
        {"diners", MethodFamily::Card, {}, true},
        {"discover", MethodFamily::Card, {}, true},
        {"multicaja", MethodFamily::Redirect, "cl", false},
        {"sencillito", MethodFamily::CashVoucher, "cl", false},
        {"spei", MethodFamily::Spei, "mx", true},
        {"oxxo", MethodFamily::Oxxo, "mx", true},
        {"boleto", MethodFamily::Boleto, "br", true},
        {"mercadopago", MethodFamily::EWallet, {}, true},
        {"paypal", MethodFamily::EWallet, "br", true},
        {"picpay", MethodFamily::EWallet, "br", true},
        {"nupay", MethodFamily::EWallet, "br", true},
        {"machpay", MethodFamily::EWallet, "cl", true},
        {"nequi", MethodFamily::EWallet, "co", true},
    };
    return list;
}

const QList<EWalletInfo> &eWallets()
{
    static const QList<EWalletInfo> list{
        {"ar", "mercadopago", "Mercado Pago"},
        {"br", "paypal", "PayPal"},
        {"br", "picpay", "PicPay"},
        {"br", "nupay", "NuPay"},
        {"br", "mercadopago", "Mercado Pago"},
        {"cl", "machpay", "MACH Pay"},
        {"cl", "mercadopago", "Mercado Pago"},
        {"co", "nequi", "Nequi"},
        {"mx", "mercadopago", "Mercado Pago"},
    };
    return list;
}

namespace {
template<typename List>
std::optional<quint8> indexIn(const List &list, QByteArrayView code)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i) == code)
            return static_cast<quint8>(i);
    }
    return std::nullopt;
}
} // namespace

std::optional<quint8> countryIndex(QByteArrayView code) { return indexIn(countries(), code); }
std::optional<quint8> currencyIndex(QByteArrayView code) { return indexIn(currencies(), code); }

std::optional<quint8> methodIndex(QByteArrayView code)
{
    const auto &list = methods();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).code == code)
            return static_cast<quint8>(i);
    }
    return std::nullopt;
}

QByteArray localCurrency(QByteArrayView country)
{
    static const QList<QByteArray> locals{"BRL", "CLP", "MXN", "COP", "ARS", "PEN"};
    const auto index = countryIndex(country);
    return index ? locals.at(*index) : QByteArray();
}

bool currencyAllowed(quint8 method, QByteArrayView country, QByteArrayView currency)
{
    const MethodInfo &info = methods().at(method);
    if (info.family == MethodFamily::CashVoucher)
        return currency == "CLP" || currency == "USD";
    return currency == "USD" || currency == "EUR" || currency == localCurrency(country);
}

bool eWalletAvailable(QByteArrayView country, QByteArrayView code)
{
    for (const EWalletInfo &wallet : eWallets()) {
        if (wallet.country == country && wallet.code == code)
            return true;
    }
    return false;
}

qint64 currencyRateTenThousandths(QByteArrayView currency, QByteArrayView country)
{
    if (currency == localCurrency(country))
        return 10000;
    struct Rate { const char *country; qint64 usd; };
    static const Rate rates[] = {{"br", 54321}, {"cl", 9402500}, {"mx", 171250},
                                 {"co", 39871200}, {"ar", 8750000}, {"pe", 37500}};
    for (const Rate &rate : rates) {
        if (country == rate.country)
            return currency == "EUR" ? rate.usd * 108 / 100 : rate.usd;
    }
    return 10000;
}

} // namespace dd::sandbox::catalogue
