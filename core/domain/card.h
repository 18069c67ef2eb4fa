#pragma once

#include "core/domain/secrettext.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <variant>

namespace dd {

// Spec 2.4, the four forms of `payment.card`. Secrets are SecretText: held for the one request.
struct RawCard
{
    SecretText number;        // card_number
    QString name;             // card_name
    QString dueDate;          // card_due_date, "MM/YYYY"
    SecretText cvv;           // card_cvv
    friend bool operator==(const RawCard &, const RawCard &) = default;
};

struct GatewayCardToken
{
    QString token;            // token
    friend bool operator==(const GatewayCardToken &, const GatewayCardToken &) = default;
};

struct NetworkToken
{
    SecretText pan;           // network_token_pan
    SecretText cryptogram;    // network_token_cryptogram
    QString expireDate;       // network_token_expire_date, "MM/YYYY"
    QString rawBin;           // network_token_raw_bin: BIN of the original card
    QString rawLast4;         // network_token_raw_last4
    QString eci;              // network_token_eci, when applicable
    friend bool operator==(const NetworkToken &, const NetworkToken &) = default;
};

// A network token from a digital wallet (spec 2.4 rules 2-4): Brazil only, three networks.
struct WalletNetworkToken
{
    NetworkToken token;
    QString walletType;       // network_token_wallet_type: one of CardWallet::types()
    friend bool operator==(const WalletNetworkToken &, const WalletNetworkToken &) = default;
};

using CardForm = std::variant<RawCard, GatewayCardToken, NetworkToken, WalletNetworkToken>;

enum class CardFormKind { Raw, GatewayToken, NetworkToken, WalletToken };

// The card object as entered (a dialog, a JSON body): any field may be present, so the
// validator can name every problem. form() gives the typed variant once exactly one form is filled.
struct CardFields
{
    SecretText cardNumber;
    QString cardName;
    QString cardDueDate;
    SecretText cardCvv;
    QString token;
    SecretText networkTokenPan;
    SecretText networkTokenCryptogram;
    QString networkTokenExpireDate;
    QString networkTokenRawBin;
    QString networkTokenRawLast4;
    QString networkTokenEci;
    QString networkTokenWalletType;
    bool autoCapture = true;   // payment.card.auto_capture (CONTRACT: inside the card object)

    static CardFields fromForm(const CardForm &form, bool autoCapture = true);
    bool hasRawFields() const;
    bool hasTokenField() const { return !token.isEmpty(); }
    bool hasNetworkTokenFields() const;
    QList<CardFormKind> presentForms() const;
    // The typed card when exactly one form is present and no fields of other forms are mixed in.
    std::optional<CardForm> form() const;
    // First six / last four of whatever number is present (raw card or token's original card).
    QString firstSix() const;
    QString lastFour() const;
    void wipe();
    friend bool operator==(const CardFields &, const CardFields &) = default;
};

namespace CardNumber {
bool passesLuhn(QStringView digits);
bool isDigits(QStringView text);
// "visa", "mastercard", "amex", "elo", "hipercard", "diners" or empty, from the leading digits.
QString networkForPrefix(QStringView leadingDigits);
// "411111******1111": first six, last four; shorter numbers are fully masked.
QString masked(QStringView number);
} // namespace CardNumber

namespace CardWallet {
// Spec 2.4 rule 2: the lowercase provider names of the search-company wallet and the two
// phone-maker wallets.
QStringList types();
// Spec 2.4 rule 3: the three card networks digital-wallet payments accept.
QStringList networks();
} // namespace CardWallet

// "MM/YYYY" with a month 01-12; the first day of the month after, i.e. the first invalid day.
std::optional<QDate> cardExpiryEnd(QStringView monthYear);

} // namespace dd
