// The rows of TestRequestValidator::badInputIsNamed: one per rule the client checks before sending.
#include "requestvalidatorsamples.h"

#include <QTest>

namespace dd::test::validation {

namespace {
void row(const char *name, Check check, const char *field)
{
    QTest::newRow(name) << check << QString::fromLatin1(field);
}
} // namespace

void addBadPaymentRows()
{
    // Spec 2.3: the payment object.
    row("no method", direct([](DirectRequest &r) { r.paymentTypeCode.clear(); }), "payment.payment_type_code");
    row("capitalised method", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("Boleto");
    }), "payment.payment_type_code");
    row("capitalised card method", direct([](DirectRequest &r) { r.paymentTypeCode = QStringLiteral("CreditCard"); }), "payment.payment_type_code");
    row("lowercase currency", direct([](DirectRequest &r) { r.amountTotal = Money(100, QStringLiteral("brl")); }), "payment.currency_code");
    row("zero amount", direct([](DirectRequest &r) { r.amountTotal = Money(0, QStringLiteral("BRL")); }), "payment.amount_total");
    row("negative amount", direct([](DirectRequest &r) { r.amountTotal = Money(-1, QStringLiteral("BRL")); }), "payment.amount_total");
    row("no merchant code", direct([](DirectRequest &r) { r.merchantPaymentCode.clear(); }), "payment.merchant_payment_code");
    row("merchant code over 40", direct([](DirectRequest &r) { r.merchantPaymentCode = QString(41, u'a'); }), "payment.merchant_payment_code");
    row("merchant code with space", direct([](DirectRequest &r) { r.merchantPaymentCode = QStringLiteral("a b"); }), "payment.merchant_payment_code");
    row("uppercase country", direct([](DirectRequest &r) { r.country = QStringLiteral("BR"); }), "payment.country");
    row("bad e-mail", direct([](DirectRequest &r) { r.email = QStringLiteral("jose"); }), "payment.email");
    row("e-mail ending in a dot", direct([](DirectRequest &r) { r.email = QStringLiteral("ana@example."); }), "payment.email");
    row("e-mail domain starting with a dot", direct([](DirectRequest &r) { r.email = QStringLiteral("ana@.cl"); }), "payment.email");
    row("e-mail without a dot in the domain", direct([](DirectRequest &r) { r.email = QStringLiteral("ana@localhost"); }), "payment.email");
    row("e-mail with two at signs", direct([](DirectRequest &r) { r.email = QStringLiteral("ana@x@example.com"); }), "payment.email");
    row("bad birth date", direct([](DirectRequest &r) { r.birthDate = QStringLiteral("1990-12-31"); }), "payment.birth_date");
    row("birth date that does not exist", direct([](DirectRequest &r) { r.birthDate = QStringLiteral("31/02/1990"); }), "payment.birth_date");
    row("bad redirect url", direct([](DirectRequest &r) { r.redirectUrl = QStringLiteral("ftp://x"); }), "payment.redirect_url");
    row("zero installments", direct([](DirectRequest &r) { r.installments = 0; }), "payment.installments");
    row("13 installments", direct([](DirectRequest &r) { r.installments = 13; }), "payment.installments");
    // Spec 2.4: exactly one card form.
    row("card payment without card", direct([](DirectRequest &r) { r.card.reset(); }), "payment.card");
    row("empty card", direct([](DirectRequest &r) { r.card = CardFields(); }), "payment.card");
    row("card on a boleto", direct([](DirectRequest &r) { r.paymentTypeCode = QStringLiteral("boleto"); }), "payment.card");
    row("raw card and token", direct([](DirectRequest &r) { r.card->token = QStringLiteral("tok"); }), "payment.card.token");
    row("network token and token", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->token = QStringLiteral("tok");
    }), "payment.card.token");
    // Spec 2.4 rule 1: network-token fields exclude raw fields.
    row("network token with card number", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->cardNumber = SecretText(u"4111111111111111");
    }), "payment.card.card_number");
    row("network token with card name", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->cardName = QStringLiteral("Jose");
    }), "payment.card.card_name");
    row("network token with due date", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->cardDueDate = QStringLiteral("12/2030");
    }), "payment.card.card_due_date");
    row("wallet token with cvv", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->cardCvv = SecretText(u"123");
    }), "payment.card.card_cvv");
    // Raw card.
    row("card number with letters", direct([](DirectRequest &r) { r.card->cardNumber = SecretText(u"41111111111111a1"); }), "payment.card.card_number");
    row("card number with spaces", direct([](DirectRequest &r) { r.card->cardNumber = SecretText(u"4111 1111 1111 1111"); }), "payment.card.card_number");
    row("card number fails Luhn", direct([](DirectRequest &r) { r.card->cardNumber = SecretText(u"4111111111111112"); }), "payment.card.card_number");
    row("card number too short", direct([](DirectRequest &r) { r.card->cardNumber = SecretText(u"42424242424"); }), "payment.card.card_number");
    row("card number missing", direct([](DirectRequest &r) { r.card->cardNumber = SecretText(); }), "payment.card.card_number");
    row("card name missing", direct([](DirectRequest &r) { r.card->cardName = QStringLiteral("  "); }), "payment.card.card_name");
    row("due date month 13", direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("13/2030"); }), "payment.card.card_due_date");
    row("due date month 00", direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("00/2030"); }), "payment.card.card_due_date");
    row("due date one-digit month", direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("7/2030"); }), "payment.card.card_due_date");
    row("due date two-digit year", direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("07/30"); }), "payment.card.card_due_date");
    row("due date missing", direct([](DirectRequest &r) { r.card->cardDueDate.clear(); }), "payment.card.card_due_date");
    row("card expired last month", direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("10/2026"); }), "payment.card.card_due_date");
    row("cvv two digits", direct([](DirectRequest &r) { r.card->cardCvv = SecretText(u"12"); }), "payment.card.card_cvv");
    row("cvv with letter", direct([](DirectRequest &r) { r.card->cardCvv = SecretText(u"12a"); }), "payment.card.card_cvv");
    row("token with spaces", direct([](DirectRequest &r) {
        r.card = CardFields();
        r.card->token = QStringLiteral(" 4a7f0c3e9b2d4e6f8a1b3c5d7e9f ");
    }), "payment.card.token");
    row("token too long", direct([](DirectRequest &r) {
        r.card = CardFields();
        r.card->token = QString(129, u'a');
    }), "payment.card.token");
    row("token too short", direct([](DirectRequest &r) {
        r.card = CardFields();
        r.card->token = QStringLiteral("tok123");
    }), "payment.card.token");
    row("token pan fails Luhn", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenPan = SecretText(u"4895370012345679");
    }), "payment.card.network_token_pan");
    // External network token.
    row("token pan missing", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenPan = SecretText();
    }), "payment.card.network_token_pan");
    row("token cryptogram missing", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenCryptogram = SecretText();
    }), "payment.card.network_token_cryptogram");
    row("token expired", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenExpireDate = QStringLiteral("10/2026");
    }), "payment.card.network_token_expire_date");
    row("token expiry not MM/YYYY", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenExpireDate = QStringLiteral("2029-08");
    }), "payment.card.network_token_expire_date");
    row("token raw bin short", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenRawBin = QStringLiteral("41");
    }), "payment.card.network_token_raw_bin");
    row("token raw bin of 7 digits", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenRawBin = QStringLiteral("4111111");
    }), "payment.card.network_token_raw_bin");
    row("token raw bin of 9 digits", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenRawBin = QStringLiteral("411111111");
    }), "payment.card.network_token_raw_bin");
    row("token raw last4 short", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenRawLast4 = QStringLiteral("11");
    }), "payment.card.network_token_raw_last4");
    row("token eci letters", direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenEci = QStringLiteral("ab");
    }), "payment.card.network_token_eci");
    // Spec 2.4 rules 2-3: digital wallets.
    row("wallet type unknown", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenWalletType = QStringLiteral("paypal");
    }), "payment.card.network_token_wallet_type");
    row("wallet type capitalised", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenWalletType = QStringLiteral("Google");
    }), "payment.card.network_token_wallet_type");
    row("wallet outside Brazil", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.country = QStringLiteral("mx");
    }), "payment.country");
    row("wallet without country", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.country.clear();
    }), "payment.country");
    row("wallet with amex", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenRawBin = QStringLiteral("378282");
    }), "payment.card.network_token_raw_bin");
    row("wallet with amex token number", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenPan = SecretText(u"378282246310005");
    }), "payment.card.network_token_pan");
    row("e-wallet without country", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("picpay");
        r.country.clear();
    }), "payment.country");
    row("wallet without eci", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenEci.clear();
    }), "payment.card.network_token_eci");
    row("wallet token expired", direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenExpireDate = QStringLiteral("01/2020");
    }), "payment.card.network_token_expire_date");
    // Spec 2.3 / 8.3: the Chilean cash voucher.
    row("cash voucher outside Chile", direct([](DirectRequest &r) { r.country = QStringLiteral("br"); }, cashVoucher()), "payment.country");
    row("cash voucher without name", direct([](DirectRequest &r) { r.name.clear(); }, cashVoucher()), "payment.name");
    row("cash voucher without e-mail", direct([](DirectRequest &r) { r.email.clear(); }, cashVoucher()), "payment.email");
    row("cash voucher without phone", direct([](DirectRequest &r) { r.phoneNumber.clear(); }, cashVoucher()), "payment.phone_number");
    row("cash voucher without document", direct([](DirectRequest &r) { r.document.clear(); }, cashVoucher()), "payment.document");
    row("cash voucher in MXN", direct([](DirectRequest &r) { r.amountTotal = Money(100, QStringLiteral("MXN")); }, cashVoucher()), "payment.currency_code");
    // A boleto is registered with its payer's name, CPF or CNPJ and address; OXXO is Mexico's, in pesos.
    row("boleto without payer", direct([](DirectRequest &r) { r.name.clear(); }, boleto()), "payment.name");
    row("boleto without CPF", direct([](DirectRequest &r) { r.document.clear(); }, boleto()), "payment.document");
    row("boleto CPF check digits", direct([](DirectRequest &r) { r.document = QStringLiteral("853.513.468-39"); }, boleto()),
        "payment.document");
    row("boleto without street", direct([](DirectRequest &r) { r.address = QStringLiteral("  "); }, boleto()), "payment.address");
    row("boleto without city", direct([](DirectRequest &r) { r.city.clear(); }, boleto()), "payment.city");
    row("boleto without state", direct([](DirectRequest &r) { r.state.clear(); }, boleto()), "payment.state");
    row("boleto without CEP", direct([](DirectRequest &r) { r.zipcode.clear(); }, boleto()), "payment.zipcode");
    row("boleto CEP with letters", direct([](DirectRequest &r) { r.zipcode = QStringLiteral("01310-10A"); }, boleto()),
        "payment.zipcode");
    row("boleto CEP of nine digits", direct([](DirectRequest &r) { r.zipcode = QStringLiteral("013101000"); }, boleto()),
        "payment.zipcode");
    row("boleto in Chile", direct([](DirectRequest &r) { r.country = QStringLiteral("cl"); }, boleto()), "payment.country");
    row("boleto in dollars", direct([](DirectRequest &r) { r.amountTotal = Money(100, QStringLiteral("USD")); }, boleto()),
        "payment.currency_code");
    row("oxxo without name", direct([](DirectRequest &r) { r.name.clear(); }, oxxo()), "payment.name");
    row("oxxo without e-mail", direct([](DirectRequest &r) { r.email.clear(); }, oxxo()), "payment.email");
    row("oxxo in Brazil", direct([](DirectRequest &r) { r.country = QStringLiteral("br"); }, oxxo()), "payment.country");
    row("oxxo in reais", direct([](DirectRequest &r) { r.amountTotal = Money(100, QStringLiteral("BRL")); }, oxxo()),
        "payment.currency_code");
    row("e-wallet in Peru", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("paypal");
        r.country = QStringLiteral("pe");
    }), "payment.country");
    // ISO 4217 and spec 2.3: the amount in the currency's units, the document by the country's rules.
    row("CLP amount with cents", direct([](DirectRequest &r) {
        r.amountTotal = Money(1500050, QStringLiteral("CLP"));
    }, cashVoucher()), "payment.amount_total");
    row("PYG amount with cents", direct([](DirectRequest &r) { r.amountTotal = Money(1, QStringLiteral("PYG")); }),
        "payment.amount_total");
    row("Chilean RUT check digit", direct([](DirectRequest &r) { r.document = QStringLiteral("12.345.678-9"); }, cashVoucher()),
        "payment.document");
    row("Chilean RUT without check digit", direct([](DirectRequest &r) { r.document = QStringLiteral("12345678"); }, cashVoucher()),
        "payment.document");
    row("Brazilian CPF check digits", direct([](DirectRequest &r) { r.document = QStringLiteral("853.513.468-94"); }),
        "payment.document");
    row("Brazilian CPF of one repeated digit", direct([](DirectRequest &r) { r.document = QStringLiteral("000.000.000-00"); }),
        "payment.document");
    row("Brazilian CNPJ check digits", direct([](DirectRequest &r) { r.document = QStringLiteral("12.345.678/0001-96"); }),
        "payment.document");
    row("Colombian NIT check digit", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("pse");
        r.country = QStringLiteral("co");
        r.amountTotal = Money(5000000, QStringLiteral("COP"));
        r.document = QStringLiteral("860069804-3");
    }), "payment.document");
    // Spec 1: methods of one country.
    row("multicaja outside Chile", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("multicaja");
        r.country = QStringLiteral("br");
    }), "payment.country");
    row("spei outside Mexico", direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("spei");
        r.country = QStringLiteral("co");
    }), "payment.country");
}

void addBadActionRows()
{
    // /ws/query.
    row("query without identifier", Check([] { return RequestValidator::query({}); }), "hash");
    row("query with both identifiers", Check([] { return RequestValidator::query({QStringLiteral("h"), QStringLiteral("m")}); }), "merchant_payment_code");
    // /ws/capture (spec 4.2).
    row("capture without identifier", captureCheck([](CaptureRequest &r) { r.hash.clear(); }), "hash");
    row("capture with both identifiers", captureCheck([](CaptureRequest &r) { r.merchantPaymentCode = QStringLiteral("order-1"); }), "merchant_payment_code");
    row("capture unknown payment", captureCheck([](CaptureRequest &r) { r.payment.reset(); }), "payment");
    row("capture other payment's hash", captureCheck([](CaptureRequest &r) { r.hash = QStringLiteral("hash-2"); }), "hash");
    row("capture other payment's merchant code", captureCheck([](CaptureRequest &r) {
        r.hash.clear();
        r.merchantPaymentCode = QStringLiteral("order-2");
    }), "merchant_payment_code");
    row("capture confirmed payment", captureCheck([](CaptureRequest &r) { r.payment->status = PaymentStatus::Confirmed; }), "payment.status");
    row("capture pending voucher", captureCheck([](CaptureRequest &r) {
        r.payment->preApproved = false;
        r.payment->captureAvailable.reset();
    }), "payment.status");
    row("capture zero amount", captureCheck([](CaptureRequest &r) { r.amount = Money(0, QStringLiteral("BRL")); }), "amount");
    row("capture in other currency", captureCheck([](CaptureRequest &r) { r.amount = Money(100, QStringLiteral("USD")); }), "amount");
    row("capture above authorized", captureCheck([](CaptureRequest &r) { r.amount = Money(10001, QStringLiteral("BRL")); }), "amount");
    row("partial capture outside Brazil", captureCheck([](CaptureRequest &r) {
        r.payment->country = QStringLiteral("mx");
        r.payment->currencyExt = QStringLiteral("MXN");
        r.payment->amountExt = Money(10000, QStringLiteral("MXN"));
        r.amount = Money(5000, QStringLiteral("MXN"));
    }), "amount");
    row("capture code over 40", captureCheck([](CaptureRequest &r) { r.merchantCaptureCode = QString(41, u'c'); }), "merchant_capture_code");
    // /ws/cancel: only OP or PE.
    row("cancel without hash", cancelCheck([](CancelRequest &r) { r.hash.clear(); }), "hash");
    row("cancel unknown payment", cancelCheck([](CancelRequest &r) { r.payment.reset(); }), "payment");
    row("cancel confirmed", cancelCheck([](CancelRequest &r) { r.payment->status = PaymentStatus::Confirmed; }), "payment.status");
    row("cancel cancelled", cancelCheck([](CancelRequest &r) { r.payment->status = PaymentStatus::Cancelled; }), "payment.status");
    // /ws/refund request (spec 4.3, 8.1, 8.2, 8.4).
    row("refund without identifier", refundCheck([](RefundRequest &r) { r.hash.clear(); }), "hash");
    row("refund with both identifiers", refundCheck([](RefundRequest &r) { r.merchantPaymentCode = QStringLiteral("order-1"); }), "merchant_payment_code");
    row("refund without description", refundCheck([](RefundRequest &r) { r.description = QStringLiteral(" "); }), "description");
    row("refund description over 1500", refundCheck([](RefundRequest &r) { r.description = QString(1501, u'd'); }), "description");
    row("refund code over 40", refundCheck([](RefundRequest &r) { r.merchantRefundCode = QString(41, u'r'); }), "merchant_refund_code");
    row("refund zero amount", refundCheck([](RefundRequest &r) { r.amount = Money(0, QStringLiteral("BRL")); }), "amount");
    row("refund in other currency", refundCheck([](RefundRequest &r) { r.amount = Money(1000, QStringLiteral("USD")); }), "amount");
    row("refund above amount", refundCheck([](RefundRequest &r) { r.amount = Money(10001, QStringLiteral("BRL")); }), "amount");
    row("refund above what remains", refundCheck([](RefundRequest &r) {
        r.payment->refunds = {refund("1", RefundStatus::Confirmed, 3000), refund("2", RefundStatus::Pending, 5000),
                              refund("3", RefundStatus::Cancelled, 5000)};
        r.amount = Money(2001, QStringLiteral("BRL"));
    }), "amount");
    row("refund of pending payment", refundCheck([](RefundRequest &r) { r.payment->status = PaymentStatus::Pending; }), "payment.status");
    row("refund of open payment", refundCheck([](RefundRequest &r) { r.payment->status = PaymentStatus::Open; }), "payment.status");
    row("refund of cancelled payment", refundCheck([](RefundRequest &r) { r.payment->status = PaymentStatus::Cancelled; }), "payment.status");
    row("refund of unknown payment", refundCheck([](RefundRequest &r) { r.payment.reset(); }), "payment");
    row("refund other payment's hash", refundCheck([](RefundRequest &r) { r.hash = QStringLiteral("hash-9"); }), "hash");
    row("refund other payment's merchant code", refundCheck([](RefundRequest &r) {
        r.hash.clear();
        r.merchantPaymentCode = QStringLiteral("order-9");
    }), "merchant_payment_code");
    // Spec 4.3: merchant_refund_code is unique; the payment's own refunds are known.
    row("refund code already on this payment", refundCheck([](RefundRequest &r) {
        r.payment->refunds = {refund("1", RefundStatus::Cancelled, 1000, "ref-1")};
        r.merchantRefundCode = QStringLiteral("ref-1");
    }), "merchant_refund_code");
    // Spec 2.5: bank details.
    const auto withBank = [](BankInfo bank, const char *country = "br") {
        return refundCheck([bank, country](RefundRequest &r) {
            r.payment->country = QString::fromLatin1(country);
            r.bankInfo = bank;
        });
    };
    row("refund bank branch with a space", withBank(BankInfo{{}, QStringLiteral("12 34"), {}, {}, {}, {}, {}}), "bank_info.bank_branch");
    row("refund bank branch with two check digits", withBank(BankInfo{{}, QStringLiteral("1234-56"), {}, {}, {}, {}, {}}), "bank_info.bank_branch");
    row("refund bank account with letters", withBank(BankInfo{{}, {}, QStringLiteral("abc"), {}, {}, {}, {}}), "bank_info.bank_account");
    row("refund bank account hyphen only", withBank(BankInfo{{}, {}, QStringLiteral("-5"), {}, {}, {}, {}}), "bank_info.bank_account");
    row("refund bank account Arabic-Indic digits", withBank(BankInfo{{}, {}, QStringLiteral("\u0661\u0662\u0663"), {}, {}, {}, {}}), "bank_info.bank_account");
    row("refund bank details outside Brazil", withBank(BankInfo{{}, {}, {}, {}, QStringLiteral("x"), {}, {}}, "cl"), "bank_info.bank_details");
    row("refund bank info in Argentina", refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("ar");
        r.bankInfo = BankInfo{QStringLiteral("Banco"), {}, {}, {}, {}, {}, {}};
    }), "bank_info");
    row("refund bank info in Peru", refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("pe");
        r.bankInfo = BankInfo{{}, {}, QStringLiteral("123-4"), {}, {}, {}, {}};
    }), "bank_info");
    // Spec 2.5 by country: each country's branch, account and holder document.
    row("refund BR holder CPF check digits", withBank(BankInfo{{}, {}, {}, {}, {}, QStringLiteral("853.513.468-39"), {}}),
        "bank_info.bank_account_holder_document");
    row("refund BR holder CNPJ check digits", withBank(BankInfo{{}, {}, {}, {}, {}, QStringLiteral("11.222.333/0001-18"), {}}),
        "bank_info.bank_account_holder_document");
    row("refund CL branch", withBank(BankInfo{{}, QStringLiteral("1234-5"), {}, {}, {}, {}, {}}, "cl"), "bank_info.bank_branch");
    row("refund CL account with check digit", withBank(BankInfo{{}, {}, QStringLiteral("123456-7"), {}, {}, {}, {}}, "cl"),
        "bank_info.bank_account");
    row("refund CL holder RUT check digit", withBank(BankInfo{{}, {}, {}, {}, {}, QStringLiteral("11.111.111-2"), {}}, "cl"),
        "bank_info.bank_account_holder_document");
    row("refund CO holder NIT check digit", withBank(BankInfo{{}, {}, {}, {}, {}, QStringLiteral("800197268-3"), {}}, "co"),
        "bank_info.bank_account_holder_document");
    row("refund CO account of five digits", withBank(BankInfo{{}, {}, QStringLiteral("12345"), {}, {}, {}, {}}, "co"),
        "bank_info.bank_account");
    row("refund MX CLABE check digit", withBank(BankInfo{{}, {}, QStringLiteral("032180000118359718"), {}, {}, {}, {}}, "mx"),
        "bank_info.bank_account");
    row("refund MX account that is no CLABE", withBank(BankInfo{{}, {}, QStringLiteral("987654-3"), {}, {}, {}, {}}, "mx"),
        "bank_info.bank_account");
    row("refund MX branch", withBank(BankInfo{{}, QStringLiteral("0123"), QStringLiteral("032180000118359719"), {}, {}, {}, {}}, "mx"),
        "bank_info.bank_branch");
    // ISO 4217: a Chilean peso has no cents, although the wire carries two decimals.
    row("refund CLP with cents", refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("cl");
        r.payment->currencyExt = QStringLiteral("CLP");
        r.payment->amountExt = Money(100000000, QStringLiteral("CLP"));
        r.amount = Money(50000050, QStringLiteral("CLP"));
    }), "amount");
    row("capture CLP with cents", captureCheck([](CaptureRequest &r) { r.amount = Money(150, QStringLiteral("CLP")); }), "amount");
    // /ws/refund cancel: only RE or PE (spec 3.2).
    row("refund cancel without id", refundCancelCheck([](RefundCancelRequest &r) { r.refundId.clear(); }), "refund_id");
    row("refund cancel with both ids", refundCancelCheck([](RefundCancelRequest &r) { r.merchantRefundCode = QStringLiteral("code-1"); }), "merchant_refund_code");
    row("refund cancel unknown refund", refundCancelCheck([](RefundCancelRequest &r) { r.refundId = QStringLiteral("r-9"); }), "refund_id");
    row("refund cancel confirmed refund", refundCancelCheck([](RefundCancelRequest &r) { r.refundId = QStringLiteral("r-3"); }), "refund.status");
    row("refund cancel cancelled refund", refundCancelCheck([](RefundCancelRequest &r) { r.refundId = QStringLiteral("r-4"); }), "refund.status");
    row("refund cancel unknown payment", refundCancelCheck([](RefundCancelRequest &r) { r.payment.reset(); }), "payment");
    // The reason for cancelling a refund: not sent, but kept in the audit trail.
    row("refund cancel without reason", Check([] { return RequestValidator::refundCancelReason({}); }), "reason");
    row("refund cancel reason over 500",
        Check([] { return RequestValidator::refundCancelReason(QString(501, u'r')); }), "reason");
    // /ws/ewallet-availableEWallets.
    row("e-wallets uppercase country", Check([] { return RequestValidator::eWallets({QStringLiteral("BR")}); }), "country");
    row("e-wallets no country", Check([] { return RequestValidator::eWallets({}); }), "country");
    row("e-wallets where there are none", Check([] { return RequestValidator::eWallets({QStringLiteral("pe")}); }), "country");
}

} // namespace dd::test::validation
