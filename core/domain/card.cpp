#include "core/domain/card.h"

namespace dd {

CardFields CardFields::fromForm(const CardForm &form, bool autoCapture)
{
    CardFields fields;
    fields.autoCapture = autoCapture;
    const auto fillToken = [&fields](const NetworkToken &t) {
        fields.networkTokenPan = t.pan;
        fields.networkTokenCryptogram = t.cryptogram;
        fields.networkTokenExpireDate = t.expireDate;
        fields.networkTokenRawBin = t.rawBin;
        fields.networkTokenRawLast4 = t.rawLast4;
        fields.networkTokenEci = t.eci;
    };
    if (const auto *raw = std::get_if<RawCard>(&form)) {
        fields.cardNumber = raw->number;
        fields.cardName = raw->name;
        fields.cardDueDate = raw->dueDate;
        fields.cardCvv = raw->cvv;
    } else if (const auto *token = std::get_if<GatewayCardToken>(&form)) {
        fields.token = token->token;
    } else if (const auto *network = std::get_if<NetworkToken>(&form)) {
        fillToken(*network);
    } else if (const auto *wallet = std::get_if<WalletNetworkToken>(&form)) {
        fillToken(wallet->token);
        fields.networkTokenWalletType = wallet->walletType;
    }
    return fields;
}

bool CardFields::hasRawFields() const
{
    return !cardNumber.isEmpty() || !cardName.isEmpty() || !cardDueDate.isEmpty() || !cardCvv.isEmpty();
}

bool CardFields::hasNetworkTokenFields() const
{
    return !networkTokenPan.isEmpty() || !networkTokenCryptogram.isEmpty() || !networkTokenExpireDate.isEmpty()
           || !networkTokenRawBin.isEmpty() || !networkTokenRawLast4.isEmpty() || !networkTokenEci.isEmpty()
           || !networkTokenWalletType.isEmpty();
}

QList<CardFormKind> CardFields::presentForms() const
{
    QList<CardFormKind> forms;
    if (hasRawFields())
        forms.append(CardFormKind::Raw);
    if (hasTokenField())
        forms.append(CardFormKind::GatewayToken);
    if (hasNetworkTokenFields())
        forms.append(networkTokenWalletType.isEmpty() ? CardFormKind::NetworkToken : CardFormKind::WalletToken);
    return forms;
}

std::optional<CardForm> CardFields::form() const
{
    const QList<CardFormKind> forms = presentForms();
    if (forms.size() != 1)
        return std::nullopt;
    NetworkToken network{networkTokenPan, networkTokenCryptogram, networkTokenExpireDate,
                         networkTokenRawBin, networkTokenRawLast4, networkTokenEci};
    switch (forms.front()) {
    case CardFormKind::Raw: return CardForm(RawCard{cardNumber, cardName, cardDueDate, cardCvv});
    case CardFormKind::GatewayToken: return CardForm(GatewayCardToken{token});
    case CardFormKind::NetworkToken: return CardForm(std::move(network));
    case CardFormKind::WalletToken: return CardForm(WalletNetworkToken{std::move(network), networkTokenWalletType});
    }
    return std::nullopt;
}

QString CardFields::firstSix() const
{
    if (cardNumber.size() >= 6)
        return cardNumber.view().first(6).toString();
    return networkTokenRawBin.left(6);
}

QString CardFields::lastFour() const
{
    if (cardNumber.size() >= 4)
        return cardNumber.view().last(4).toString();
    return networkTokenRawLast4;
}

void CardFields::wipe()
{
    cardNumber.wipe();
    cardCvv.wipe();
    networkTokenPan.wipe();
    networkTokenCryptogram.wipe();
}

namespace CardNumber {

bool isDigits(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (QChar c : text)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

bool passesLuhn(QStringView digits)
{
    if (!isDigits(digits))
        return false;
    int sum = 0;
    bool twice = false;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int d = digits[i].unicode() - u'0';
        if (twice) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        twice = !twice;
    }
    return sum % 10 == 0;
}

QString networkForPrefix(QStringView digits)
{
    if (!isDigits(digits) || digits.size() < 4)
        return {};
    const int two = digits.first(2).toInt();
    const int four = digits.first(4).toInt();
    const int six = digits.size() >= 6 ? digits.first(6).toInt() : four * 100;
    // Elo and Hipercard ranges overlap Visa/Mastercard prefixes, so they are checked first.
    static constexpr int eloPrefixes[] = {401178, 401179, 431274, 438935, 451416, 457393, 457631, 457632,
                                          504175, 627780, 636297, 636368};
    for (int p : eloPrefixes)
        if (six == p)
            return QStringLiteral("elo");
    if ((six >= 506699 && six <= 506778) || (six >= 509000 && six <= 509999) || (six >= 650031 && six <= 650033)
        || (six >= 650035 && six <= 650051) || (six >= 650405 && six <= 650439) || (six >= 650485 && six <= 650538)
        || (six >= 650541 && six <= 650598) || (six >= 650700 && six <= 650718) || (six >= 650720 && six <= 650727)
        || (six >= 650901 && six <= 650920) || (six >= 651652 && six <= 651679) || (six >= 655000 && six <= 655019)
        || (six >= 655021 && six <= 655058))
        return QStringLiteral("elo");
    if (six == 606282 || four == 3841)
        return QStringLiteral("hipercard");
    if (digits.front() == u'4')
        return QStringLiteral("visa");
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))
        return QStringLiteral("mastercard");
    if (two == 34 || two == 37)
        return QStringLiteral("amex");
    if (two == 36 || two == 38 || (four >= 3000 && four <= 3059))
        return QStringLiteral("diners");
    return {};
}

QString masked(QStringView number)
{
    if (number.size() < 10)
        return QString(number.size(), u'*');
    return number.first(6).toString() + QString(number.size() - 10, u'*') + number.last(4).toString();
}

} // namespace CardNumber

namespace CardWallet {
QStringList types()
{
    return {QStringLiteral("google"), QStringLiteral("apple"), QStringLiteral("samsung")};
}
QStringList networks()
{
    return {QStringLiteral("visa"), QStringLiteral("mastercard"), QStringLiteral("elo")};
}
} // namespace CardWallet

std::optional<QDate> cardExpiryEnd(QStringView monthYear)
{
    if (monthYear.size() != 7 || monthYear[2] != u'/')
        return std::nullopt;
    const QStringView month = monthYear.first(2);
    const QStringView year = monthYear.last(4);
    if (!CardNumber::isDigits(month) || !CardNumber::isDigits(year))
        return std::nullopt;
    const int m = month.toInt();
    const int y = year.toInt();
    if (m < 1 || m > 12 || y < 2000)
        return std::nullopt;
    return QDate(y, m, 1).addMonths(1);
}

} // namespace dd
