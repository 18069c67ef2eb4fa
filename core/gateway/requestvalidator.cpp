#include "core/gateway/requestvalidator.h"

#include "core/domain/bankdetails.h"
#include "core/domain/currency.h"
#include "core/domain/method.h"
#include "core/domain/moneyformat.h"
#include "core/domain/printable.h"
#include "core/domain/taxdocument.h"
#include "core/gateway/fieldrules.h"

#include <QRegularExpression>
#include <QUrl>

namespace dd::RequestValidator {

using namespace rules;

namespace {

// Exactly one of two identifiers.
void checkOneIdentifier(FieldProblems &problems, const QString &first, const QString &firstField,
                        const QString &second, const QString &secondField)
{
    if (first.isEmpty() && second.isEmpty())
        add(problems, firstField, Text::tr("Give %1 or %2.").arg(firstField, secondField));
    else if (!first.isEmpty() && !second.isEmpty())
        add(problems, secondField, Text::tr("Give only one of %1 and %2.").arg(firstField, secondField));
}

// Spec 4.2/4.3: a payment named by exactly one of its identifiers, each well formed.
void checkPaymentIdentifier(FieldProblems &problems, const QString &hash, const QString &merchantPaymentCode)
{
    checkOneIdentifier(problems, hash, QStringLiteral("hash"), merchantPaymentCode, QStringLiteral("merchant_payment_code"));
    checkCode(problems, QStringLiteral("hash"), hash, Bound::Hash);
    checkMerchantCode(problems, QStringLiteral("merchant_payment_code"), merchantPaymentCode);
}

void checkCashVoucher(FieldProblems &p, const DirectRequest &r)
{
    if (r.country != u"cl")
        add(p, QStringLiteral("payment.country"), Text::tr("This cash voucher is available only in Chile (cl)."));
    if (r.name.trimmed().isEmpty())
        add(p, QStringLiteral("payment.name"), Text::tr("This method needs the customer's name."));
    if (r.email.trimmed().isEmpty())
        add(p, QStringLiteral("payment.email"), Text::tr("This method needs the customer's e-mail."));
    if (r.phoneNumber.trimmed().isEmpty())
        add(p, QStringLiteral("payment.phone_number"), Text::tr("This method needs the customer's phone number."));
    if (r.document.trimmed().isEmpty())
        add(p, QStringLiteral("payment.document"), Text::tr("This method needs the customer's document number."));
    const QString currency = r.amountTotal.currency();
    if (currency != u"CLP" && currency != u"USD")
        add(p, QStringLiteral("payment.currency_code"), Text::tr("This method takes only CLP or USD."));
}

// Brazilian banks register a boleto with the payer's name, CPF or CNPJ and postal address; an OXXO
// voucher is paid in pesos at a Mexican store and reaches the customer by e-mail.
void checkPrintedVoucher(FieldProblems &p, const DirectRequest &r)
{
    const auto need = [&p](const QString &value, const char *field, const QString &message) {
        if (value.trimmed().isEmpty())
            add(p, QStringLiteral("payment.") + QLatin1String(field), message);
    };
    const bool boleto = r.paymentTypeCode == MethodCode::Boleto;
    const QString country = boleto ? QStringLiteral("br") : QStringLiteral("mx");
    const QString currency = boleto ? QStringLiteral("BRL") : QStringLiteral("MXN");
    if (r.country != country)
        add(p, QStringLiteral("payment.country"),
            Text::tr("This method is available only in %1 (%2).").arg(countryName(country), country));
    if (r.amountTotal.currency() != currency)
        add(p, QStringLiteral("payment.currency_code"), Text::tr("This method takes only %1.").arg(currency));
    need(r.name, "name", Text::tr("This method needs the customer's name."));
    if (!boleto) {
        need(r.email, "email", Text::tr("This method needs the customer's e-mail."));
        return;
    }
    need(r.document, "document", Text::tr("A boleto needs the payer's CPF or CNPJ."));
    need(r.address, "address", Text::tr("A boleto needs the payer's street address."));
    need(r.city, "city", Text::tr("A boleto needs the payer's city."));
    need(r.state, "state", Text::tr("A boleto needs the payer's state."));
    need(r.zipcode, "zipcode", Text::tr("A boleto needs the payer's CEP (postal code)."));
    static const QRegularExpression cep(QStringLiteral("^[0-9]{5}-?[0-9]{3}$"));
    if (!r.zipcode.trimmed().isEmpty() && !cep.match(r.zipcode.trimmed()).hasMatch())
        add(p, QStringLiteral("payment.zipcode"), Text::tr("Write the CEP as eight digits, such as 01310-100."));
}

// name@domain.tld: one '@' with text before it, a domain of two or more dot-separated labels, no blanks.
bool isEmailAddress(const QString &text)
{
    const qsizetype at = text.indexOf(u'@');
    if (at <= 0 || text.indexOf(u'@', at + 1) >= 0)
        return false;
    for (QChar c : text)
        if (c.isSpace() || !c.isPrint())
            return false;
    const QStringList labels = text.mid(at + 1).split(u'.');
    return labels.size() >= 2 && !labels.contains(QString());
}

// Spec 2.5: digits, a check digit after a hyphen ("1234-5"; some banks' check digit is X).
bool isBankNumber(const QString &text)
{
    const qsizetype hyphen = text.indexOf(u'-');
    const QStringView number = hyphen < 0 ? QStringView(text) : QStringView(text).left(hyphen);
    if (number.isEmpty() || !CardNumber::isDigits(number))
        return false;
    if (hyphen < 0)
        return true;
    const QStringView check = QStringView(text).mid(hyphen + 1);
    return check.size() == 1 && (CardNumber::isDigits(check) || check[0] == u'X' || check[0] == u'x');
}

void checkBankInfoCountry(FieldProblems &p, const BankInfo &bank, const QString &country)
{
    if (!countryTakesRefundBankInfo(country)) {
        add(p, QStringLiteral("bank_info"), Text::tr("Bank details can be sent only for payments in Brazil, Chile, Colombia and Mexico."));
        return;
    }
    if (!bank.bankDetails.isEmpty() && country != u"br")
        add(p, QStringLiteral("bank_info.bank_details"),
            Text::tr("The “Bank details” field is only for a Brazilian state bank: leave it empty for this payment."));
    for (const BankDetails::Problem &problem : BankDetails::check(bank, country))
        add(p, problem.field, problem.message);
}

void checkBankNumbers(FieldProblems &p, const BankInfo &bank)
{
    if (!bank.bankBranch.isEmpty() && !isBankNumber(bank.bankBranch))
        add(p, QStringLiteral("bank_info.bank_branch"),
            Text::tr("Use the branch's digits, with its check digit after a hyphen if it has one, such as 1234-5."));
    if (!bank.bankAccount.isEmpty() && !isBankNumber(bank.bankAccount))
        add(p, QStringLiteral("bank_info.bank_account"),
            Text::tr("Use the account's digits, with its check digit after a hyphen, such as 123456-7."));
}

// ISO 4217: an amount no finer than its currency's minor unit (no cents on a Chilean peso),
// although the wire carries two decimals for every currency.
void checkMinorUnits(FieldProblems &p, const QString &field, const Money &amount)
{
    if (!amount.currency().isEmpty() && !Currency::admits(amount.hundredths(), amount.currency()))
        add(p, field, amountErrorText(AmountError::TooManyDecimals, amount.currency()));
}

bool isHttpUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == u"https" || url.scheme() == u"http") && !url.host().isEmpty();
}

// Spec 2.3: every customer field is text; bounded and without control characters.
void checkCustomerTexts(FieldProblems &p, const DirectRequest &r)
{
    const auto check = [&p](const char *key, const QString &label, const QString &value, qsizetype max) {
        checkText(p, QStringLiteral("payment.") + QLatin1String(key), label, value, max);
    };
    check("name", Text::tr("Name"), r.name, Bound::CustomerName);
    check("email", Text::tr("E-mail"), r.email, Bound::Email);
    check("phone_number", Text::tr("Phone"), r.phoneNumber, Bound::Phone);
    check("document", Text::tr("Document"), r.document, Bound::Document);
    check("address", Text::tr("Address"), r.address, Bound::AddressPart);
    check("street_number", Text::tr("Number"), r.streetNumber, Bound::AddressPart);
    check("city", Text::tr("City"), r.city, Bound::AddressPart);
    check("state", Text::tr("State"), r.state, Bound::AddressPart);
    check("zipcode", Text::tr("Postal code"), r.zipcode, Bound::AddressPart);
    check("redirect_url", Text::tr("Return address"), r.redirectUrl, Bound::RedirectUrl);
    if (r.card)
        checkText(p, QStringLiteral("payment.card.card_name"), Text::tr("Name on the card"), r.card->cardName,
                  Bound::CustomerName);
}

void checkCustomer(FieldProblems &p, const DirectRequest &r)
{
    checkCustomerTexts(p, r);
    if (!r.country.isEmpty() && !isCountryCode(r.country))
        add(p, QStringLiteral("payment.country"), Text::tr("Use the lowercase two-letter country code, such as br."));
    // Spec 2.3: the customer's document, checked by the rules of the payment's country (CPF or CNPJ
    // in Brazil, RUT in Chile, NIT or cédula in Colombia, RFC in Mexico).
    if (const QString problem = TaxDocument::problemFor(r.document.trimmed(), r.country); !problem.isEmpty())
        add(p, QStringLiteral("payment.document"), problem);
    if (!r.email.isEmpty() && !isEmailAddress(r.email))
        add(p, QStringLiteral("payment.email"), Text::tr("This is not an e-mail address, such as ana@example.com."));
    if (!r.birthDate.isEmpty() && !QDate::fromString(r.birthDate, QStringLiteral("dd/MM/yyyy")).isValid()) {
        // 31/02/1990 has the form: say what is wrong with it.
        static const QRegularExpression form(QStringLiteral("^[0-9]{2}/[0-9]{2}/[0-9]{4}$"));
        add(p, QStringLiteral("payment.birth_date"),
            form.match(r.birthDate).hasMatch() ? Text::tr("There is no such date.") : Text::tr("Use the form DD/MM/YYYY."));
    }
    if (!r.redirectUrl.isEmpty() && !isHttpUrl(r.redirectUrl))
        add(p, QStringLiteral("payment.redirect_url"), Text::tr("Enter a full web address (https://...)."));
    if (r.installments && (*r.installments < 1 || *r.installments > 12))
        add(p, QStringLiteral("payment.installments"), Text::tr("Instalments are a whole number from 1 to 12."));
}

// The payment as last known must be there for rules about its state.
const Payment *knownPayment(FieldProblems &p, const std::optional<Payment> &payment)
{
    if (!payment) {
        add(p, QStringLiteral("payment"), Text::tr("Look the payment up first: its current state decides what is allowed."));
        return nullptr;
    }
    return &*payment;
}

void checkSamePayment(FieldProblems &p, const Payment &payment, const QString &hash, const QString &merchantCode)
{
    if (!hash.isEmpty() && !payment.hash.isEmpty() && hash != payment.hash)
        add(p, QStringLiteral("hash"), Text::tr("This is not the hash of the payment that was looked up."));
    if (!merchantCode.isEmpty() && !payment.merchantPaymentCode.isEmpty() && merchantCode != payment.merchantPaymentCode)
        add(p, QStringLiteral("merchant_payment_code"), Text::tr("This is not the code of the payment that was looked up."));
}

} // namespace

bool isCurrencyCode(QStringView code)
{
    if (code.size() != 3)
        return false;
    for (QChar c : code)
        if (c < u'A' || c > u'Z')
            return false;
    return true;
}

bool isCountryCode(QStringView code)
{
    return code.size() == 2 && code[0] >= u'a' && code[0] <= u'z' && code[1] >= u'a' && code[1] <= u'z';
}

FieldProblems direct(const DirectRequest &r, const QDateTime &now)
{
    FieldProblems p;
    const MethodKind kind = methodKindForCode(r.paymentTypeCode);
    if (r.paymentTypeCode.isEmpty())
        add(p, QStringLiteral("payment.payment_type_code"), Text::tr("Choose a payment method."));
    else if (r.paymentTypeCode != r.paymentTypeCode.toLower())
        add(p, QStringLiteral("payment.payment_type_code"), Text::tr("Method codes are lower case, such as boleto."));
    if (!isCurrencyCode(r.amountTotal.currency()))
        add(p, QStringLiteral("payment.currency_code"), Text::tr("Use the three-letter currency code in capitals, such as BRL."));
    if (r.amountTotal.hundredths() <= 0)   // also when amount_total was not given at all
        add(p, QStringLiteral("payment.amount_total"), Text::tr("Enter an amount greater than zero."));
    checkMinorUnits(p, QStringLiteral("payment.amount_total"), r.amountTotal);
    // Known before sending (PaymentOperations makes one when the caller has none), so an answer
    // lost on the way can be looked up by it and a resend is refused as a duplicate.
    if (r.merchantPaymentCode.isEmpty())
        add(p, QStringLiteral("payment.merchant_payment_code"), Text::tr("Enter a merchant payment code."));
    checkMerchantCode(p, QStringLiteral("payment.merchant_payment_code"), r.merchantPaymentCode);
    checkCustomer(p, r);
    if (kind == MethodKind::Card) {
        if (!r.card)
            add(p, QStringLiteral("payment.card"), Text::tr("Enter the card: its number, a gateway token or a network token."));
        else
            p += card(*r.card, r.country, now);
    } else if (r.card) {
        add(p, QStringLiteral("payment.card"), Text::tr("Only card payments carry a card."));
    }
    const QString home = methodHomeCountry(r.paymentTypeCode);
    if (kind == MethodKind::CashVoucher)
        checkCashVoucher(p, r);
    else if (r.paymentTypeCode == MethodCode::Boleto || r.paymentTypeCode == MethodCode::Oxxo)
        checkPrintedVoucher(p, r);
    else if (!home.isEmpty() && !r.country.isEmpty() && r.country != home)
        add(p, QStringLiteral("payment.country"),
            Text::tr("This method is available only in %1 (%2).").arg(countryName(home), home));
    if (kind == MethodKind::EWallet && r.country.isEmpty())
        add(p, QStringLiteral("payment.country"), Text::tr("E-wallet payments need the customer's country."));
    else if (kind == MethodKind::EWallet && !countryHasEWallets(r.country))
        add(p, QStringLiteral("payment.country"), Text::tr("E-wallets are not offered in this country."));
    return p;
}

FieldProblems relayedDirect(const DirectRequest &r)
{
    FieldProblems p;
    if (r.card || methodKindForCode(r.paymentTypeCode) == MethodKind::Card)
        add(p, QStringLiteral("payment.payment_type_code"),
            Text::tr("Card payments cannot be created on a team server: card data goes from a desk to the gateway "
                     "only, never through the team's database."));
    return p;
}

FieldProblems query(const QueryRequest &r)
{
    FieldProblems p;
    checkPaymentIdentifier(p, r.hash, r.merchantPaymentCode);
    return p;
}

FieldProblems captureFields(const CaptureRequest &r)
{
    FieldProblems p;
    checkPaymentIdentifier(p, r.hash, r.merchantPaymentCode);
    checkMerchantCode(p, QStringLiteral("merchant_capture_code"), r.merchantCaptureCode);
    if (r.amount && r.amount->hundredths() <= 0)
        add(p, QStringLiteral("amount"), Text::tr("The amount must be greater than zero."));
    if (r.amount)
        checkMinorUnits(p, QStringLiteral("amount"), *r.amount);
    return p;
}

FieldProblems capture(const CaptureRequest &r)
{
    FieldProblems p = captureFields(r);
    const Payment *payment = knownPayment(p, r.payment);
    if (!payment)
        return p;
    checkSamePayment(p, *payment, r.hash, r.merchantPaymentCode);
    if (!payment->canCapture())
        add(p, QStringLiteral("payment.status"), Text::tr("Only a pre-authorized card payment that is still pending can be captured."));
    if (r.amount && r.amount->hundredths() > 0) {
        if (r.amount->currency() != payment->currencyExt)
            add(p, QStringLiteral("amount"), Text::tr("Capture in the payment's currency, %1.").arg(payment->currencyExt));
        else if (r.amount->hundredths() > payment->amountExt.hundredths())
            add(p, QStringLiteral("amount"), Text::tr("At most the authorized amount, %1.")
                                                   .arg(formatMoney(payment->amountExt.hundredths(), payment->currencyExt)));
        else if (r.amount->hundredths() < payment->amountExt.hundredths() && payment->country != u"br")
            add(p, QStringLiteral("amount"), Text::tr("Partial capture is available only in Brazil."));
    }
    return p;
}

FieldProblems cancel(const CancelRequest &r)
{
    FieldProblems p;
    if (r.hash.isEmpty())
        add(p, QStringLiteral("hash"), Text::tr("Give the payment's hash."));
    const Payment *payment = knownPayment(p, r.payment);
    if (!payment)
        return p;
    checkSamePayment(p, *payment, r.hash, {});
    if (!payment->canCancel())
        add(p, QStringLiteral("payment.status"), Text::tr("Only open or pending payments can be cancelled."));
    return p;
}

FieldProblems bankInfoFields(const BankInfo &bank)
{
    FieldProblems p;
    const auto check = [&p](const char *key, const QString &label, const QString &value, qsizetype max) {
        checkText(p, QStringLiteral("bank_info.") + QLatin1String(key), label, value, max);
    };
    check("bank_name", Text::tr("Bank name"), bank.bankName, Bound::BankName);
    check("bank_branch", Text::tr("Branch"), bank.bankBranch, Bound::BankBranch);
    check("bank_account", Text::tr("Account"), bank.bankAccount, Bound::BankAccount);
    check("account_type", Text::tr("Account type"), bank.accountType, Bound::AccountType);
    check("bank_details", Text::tr("Bank details"), bank.bankDetails, Bound::BankDetails);
    check("bank_account_holder_document", Text::tr("Holder's document"), bank.holderDocument, Bound::HolderDocument);
    check("bank_account_holder_name", Text::tr("Holder's name"), bank.holderName, Bound::HolderName);
    checkBankNumbers(p, bank);
    return p;
}

FieldProblems refundFields(const RefundRequest &r)
{
    FieldProblems p;
    checkPaymentIdentifier(p, r.hash, r.merchantPaymentCode);
    if (r.description.trimmed().isEmpty())
        add(p, QStringLiteral("description"), Text::tr("Enter the reason for the refund."));
    else
        checkText(p, QStringLiteral("description"), Text::tr("Reason"), r.description, Bound::Description, true);
    checkMerchantCode(p, QStringLiteral("merchant_refund_code"), r.merchantRefundCode);
    if (r.merchantRefundCode.size() > MerchantCode::PreferredRefundCodeLength
        && r.merchantRefundCode.size() <= MerchantCode::MaxLength)
        warn(p, QStringLiteral("merchant_refund_code"),
             Text::tr("Some gateway versions accept only %1 characters here.").arg(MerchantCode::PreferredRefundCodeLength));
    if (r.amount.hundredths() <= 0)
        add(p, QStringLiteral("amount"), Text::tr("The amount must be greater than zero."));
    checkMinorUnits(p, QStringLiteral("amount"), r.amount);
    if (r.bankInfo && !r.bankInfo->isEmpty())
        p += bankInfoFields(*r.bankInfo);
    return p;
}

FieldProblems refund(const RefundRequest &r)
{
    FieldProblems p = refundFields(r);
    const Payment *payment = knownPayment(p, r.payment);
    if (!payment)
        return p;
    checkSamePayment(p, *payment, r.hash, r.merchantPaymentCode);
    // Spec 4.3: the code is unique in the merchant's system; this payment's refunds are the ones known here.
    if (!r.merchantRefundCode.isEmpty()) {
        for (const Refund &earlier : payment->refunds) {
            if (earlier.merchantRefundCode == r.merchantRefundCode) {
                add(p, QStringLiteral("merchant_refund_code"),
                    Text::tr("This payment already has a refund with this code (%1). Choose another code.")
                        .arg(r.merchantRefundCode));
                break;
            }
        }
    }
    if (payment->status != PaymentStatus::Confirmed)
        add(p, QStringLiteral("payment.status"), Text::tr("Only confirmed payments can be refunded."));
    if (r.amount.currency() != payment->currencyExt)
        add(p, QStringLiteral("amount"), Text::tr("Refund in the payment's currency, %1.").arg(payment->currencyExt));
    else if (r.amount.hundredths() > payment->remainingRefundable().hundredths())
        add(p, QStringLiteral("amount"),
            Text::tr("At most what remains to refund: %1.")
                .arg(formatMoney(payment->remainingRefundable().hundredths(), payment->currencyExt)));
    if (r.bankInfo && !r.bankInfo->isEmpty())
        checkBankInfoCountry(p, *r.bankInfo, payment->country);
    return p;
}

FieldProblems refundCancel(const RefundCancelRequest &r)
{
    FieldProblems p;
    checkOneIdentifier(p, r.refundId, QStringLiteral("refund_id"), r.merchantRefundCode, QStringLiteral("merchant_refund_code"));
    const Payment *payment = knownPayment(p, r.payment);
    if (!payment || (r.refundId.isEmpty() && r.merchantRefundCode.isEmpty()))
        return p;
    const QString key = r.refundId.isEmpty() ? r.merchantRefundCode : r.refundId;
    const QString field = r.refundId.isEmpty() ? QStringLiteral("merchant_refund_code") : QStringLiteral("refund_id");
    const Refund *refund = payment->findRefund(key);
    if (!refund)
        add(p, field, Text::tr("The payment has no such refund."));
    else if (!refund->isCancellable())
        add(p, QStringLiteral("refund.status"), Text::tr("Only a requested or pending refund can be cancelled."));
    return p;
}

FieldProblems refundCancelReason(const QString &reason)
{
    FieldProblems p;
    if (reason.isEmpty())
        add(p, QStringLiteral("reason"), Text::tr("Give the reason for cancelling the refund."));
    else if (reason.size() > Bound::CancelReason)
        add(p, QStringLiteral("reason"), Text::tr("At most %1 characters.").arg(Bound::CancelReason));
    return p;
}

FieldProblems eWallets(const EWalletListRequest &r)
{
    FieldProblems p;
    if (!isCountryCode(r.country))
        add(p, QStringLiteral("country"), Text::tr("Use the lowercase two-letter country code, such as br."));
    else if (!countryHasEWallets(r.country))
        add(p, QStringLiteral("country"), Text::tr("E-wallets are offered only in Argentina, Brazil, Chile, Colombia and Mexico."));
    return p;
}

} // namespace dd::RequestValidator
