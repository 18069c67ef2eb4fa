// The card object's rules of the request validator (spec 2.4, 7.3): one of its forms (raw card,
// gateway token, network token, digital wallet), each complete and well formed.

#include "core/gateway/requestvalidator.h"

#include "core/domain/card.h"
#include "core/gateway/fieldrules.h"

namespace dd::RequestValidator {

using namespace rules;

namespace {

void checkExpiry(FieldProblems &problems, const QString &field, const QString &monthYear, const QDateTime &now,
                 bool required)
{
    if (monthYear.isEmpty()) {
        if (required)
            add(problems, field, Text::tr("Enter the expiry date as MM/YYYY."));
        return;
    }
    const std::optional<QDate> end = cardExpiryEnd(monthYear);
    if (!end)
        add(problems, field, Text::tr("Use the form MM/YYYY, for example 07/2031."));
    else if (*end <= now.date())
        add(problems, field, Text::tr("This date has passed."));
}

void checkRawCard(FieldProblems &p, const CardFields &c, const QDateTime &now)
{
    const QStringView number = c.cardNumber.view();
    if (number.isEmpty())
        add(p, QStringLiteral("payment.card.card_number"), Text::tr("Enter the card number."));
    else if (!digitsOfLength(number, 12, 19))
        add(p, QStringLiteral("payment.card.card_number"), Text::tr("A card number has 12 to 19 digits and nothing else."));
    else if (!CardNumber::passesLuhn(number))
        add(p, QStringLiteral("payment.card.card_number"), Text::tr("This card number is not valid (check digit)."));
    if (c.cardName.trimmed().isEmpty())
        add(p, QStringLiteral("payment.card.card_name"), Text::tr("Enter the name printed on the card."));
    checkExpiry(p, QStringLiteral("payment.card.card_due_date"), c.cardDueDate, now, true);
    if (!digitsOfLength(c.cardCvv.view(), 3, 4))
        add(p, QStringLiteral("payment.card.card_cvv"), Text::tr("The security code has 3 or 4 digits."));
}

void checkNetworkToken(FieldProblems &p, const CardFields &c, const QDateTime &now)
{
    if (!digitsOfLength(c.networkTokenPan.view(), 12, 19))
        add(p, QStringLiteral("payment.card.network_token_pan"), Text::tr("The token number has 12 to 19 digits."));
    else if (!CardNumber::passesLuhn(c.networkTokenPan.view()))
        add(p, QStringLiteral("payment.card.network_token_pan"), Text::tr("This token number is not valid (check digit)."));
    if (c.networkTokenCryptogram.isEmpty())
        add(p, QStringLiteral("payment.card.network_token_cryptogram"), Text::tr("Enter the token cryptogram."));
    checkExpiry(p, QStringLiteral("payment.card.network_token_expire_date"), c.networkTokenExpireDate, now, true);
    if (!digitsOfLength(c.networkTokenRawBin, 6, 6) && !digitsOfLength(c.networkTokenRawBin, 8, 8))
        add(p, QStringLiteral("payment.card.network_token_raw_bin"), Text::tr("The original card's BIN has 6 or 8 digits."));
    if (!digitsOfLength(c.networkTokenRawLast4, 4, 4))
        add(p, QStringLiteral("payment.card.network_token_raw_last4"), Text::tr("Enter the original card's last four digits."));
    if (!c.networkTokenEci.isEmpty() && !digitsOfLength(c.networkTokenEci, 1, 2))
        add(p, QStringLiteral("payment.card.network_token_eci"), Text::tr("The ECI is one or two digits."));
}

void checkWallet(FieldProblems &p, const CardFields &c, const QString &country)
{
    if (!CardWallet::types().contains(c.networkTokenWalletType))
        add(p, QStringLiteral("payment.card.network_token_wallet_type"),
            Text::tr("The wallet type must be one of: %1.").arg(CardWallet::types().join(QStringLiteral(", "))));
    if (country != u"br")
        add(p, QStringLiteral("payment.country"), Text::tr("Digital-wallet card payments are available only in Brazil (br)."));
    if (c.networkTokenEci.isEmpty())
        add(p, QStringLiteral("payment.card.network_token_eci"), Text::tr("Digital-wallet payments send the token's ECI."));
    // The token number and the original card belong to the same network; both are checked.
    const QString networks = CardWallet::networks().join(QStringLiteral(", "));
    const auto refuseNetwork = [&p, &networks](const QString &field, QStringView digits) {
        if (CardNumber::isDigits(digits) && digits.size() >= 6
            && !CardWallet::networks().contains(CardNumber::networkForPrefix(digits)))
            add(p, field, Text::tr("Digital-wallet payments accept only these card networks: %1.").arg(networks));
    };
    refuseNetwork(QStringLiteral("payment.card.network_token_raw_bin"), c.networkTokenRawBin);
    refuseNetwork(QStringLiteral("payment.card.network_token_pan"), c.networkTokenPan.view());
}

void checkMixedForms(FieldProblems &p, const CardFields &c)
{
    if (c.hasNetworkTokenFields()) {
        // Spec 2.4 rule 1 / 7.3: raw fields must not accompany a network token.
        const auto refuse = [&p](bool present, const char *field) {
            if (present)
                add(p, QStringLiteral("payment.card.") + QLatin1String(field),
                    Text::tr("Must not be sent together with a network token."));
        };
        refuse(!c.cardNumber.isEmpty(), "card_number");
        refuse(!c.cardName.isEmpty(), "card_name");
        refuse(!c.cardDueDate.isEmpty(), "card_due_date");
        refuse(!c.cardCvv.isEmpty(), "card_cvv");
    }
    if (c.hasTokenField())
        add(p, QStringLiteral("payment.card.token"),
            Text::tr("A gateway token is a card form of its own: send it without card or network-token fields."));
}

bool isGatewayToken(const QString &token)
{
    if (token.size() < 16 || token.size() > 128)
        return false;
    for (QChar c : token)
        if (c.unicode() > 127 || !c.isLetterOrNumber())
            return false;
    return true;
}

} // namespace

FieldProblems card(const CardFields &c, const QString &country, const QDateTime &now)
{
    FieldProblems p;
    const QList<CardFormKind> forms = c.presentForms();
    if (forms.isEmpty()) {
        add(p, QStringLiteral("payment.card"), Text::tr("Enter the card: its number, a gateway token or a network token."));
        return p;
    }
    if (forms.size() > 1) {
        checkMixedForms(p, c);
        return p;
    }
    switch (forms.front()) {
    case CardFormKind::Raw: checkRawCard(p, c, now); break;
    case CardFormKind::GatewayToken:
        if (!isGatewayToken(c.token))
            add(p, QStringLiteral("payment.card.token"), Text::tr("A card token is 16 to 128 letters and digits."));
        break;
    case CardFormKind::NetworkToken: checkNetworkToken(p, c, now); break;
    case CardFormKind::WalletToken:
        checkNetworkToken(p, c, now);
        checkWallet(p, c, country);
        break;
    }
    return p;
}

} // namespace dd::RequestValidator
