// State machines over HTTP (spec section 3): capture, payment cancel, refunds and their cancel,
// the simulation controls, the sandbox clock and pre-authorization expiry.
#include "sandboxtestdata.h"
#include "support/sandboxprocess.h"

#include <QTest>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

class TestSandboxLifecycle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void captureRules_data();
    void captureRules();
    void cancelRules_data();
    void cancelRules();
    void refundRules_data();
    void refundRules();
    void refundCancelRules_data();
    void refundCancelRules();
    void refundAdvancesThroughEveryState();
    void paymentControls_data();
    void paymentControls();
    void clockMovesAndExpiresPreAuthorizations();
    void expireControl_data();
    void expireControl();
    void listPayments_data();
    void listPayments();
    void simulationPages_data();
    void simulationPages();
    void eWalletCheckoutReturnsToTheCallback();

private:
    // Creates a payment in the named starting situation and returns its answer object.
    QJsonObject make(const QString &situation);
    QJsonObject post(const QString &path, const QJsonObject &body) { return m_sandbox->postWithKey(path, body); }
    QJsonObject refund(const QString &hash, const QJsonValue &amount, const QString &code = {});

    std::unique_ptr<SandboxProcess> m_sandbox;
};

void TestSandboxLifecycle::initTestCase()
{
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
}

QJsonObject TestSandboxLifecycle::make(const QString &situation)
{
    using namespace dd::test;
    QJsonObject card = rawCard();
    QJsonObject payment;
    if (situation == u"preauth-br"_s || situation == u"preauth-mx"_s || situation == u"cancelled-preauth"_s) {
        card.insert(u"auto_capture"_s, false);
        payment = situation == u"preauth-mx"_s ? cardPayment(card, u"mx"_s, u"MXN"_s) : cardPayment(card);
    } else if (situation == u"captured"_s || situation == u"captured-pe"_s || situation == u"captured-mx"_s) {
        payment = situation == u"captured-pe"_s   ? cardPayment(card, u"pe"_s, u"PEN"_s)
                  : situation == u"captured-mx"_s ? cardPayment(card, u"mx"_s, u"MXN"_s)
                                                  : cardPayment(card);
    } else if (situation == u"declined"_s) {
        payment = cardPayment(rawCard(u"4000000000000002"_s));
    } else if (situation.startsWith(u"voucher"_s) || situation.startsWith(u"confirmed-"_s)) {
        const QString method = situation.section(u'-', 1);
        payment = method == u"multicaja"_s || method == u"sencillito"_s ? localPayment(method, u"cl"_s, u"CLP"_s)
                                                                        : localPayment(u"boleto"_s, u"br"_s, u"BRL"_s);
    }
    QJsonObject created = post(u"/ws/direct"_s, directRequest(payment)).value(u"payment"_s).toObject();
    const QString hash = created.value(u"hash"_s).toString();
    if (situation == u"cancelled-preauth"_s)
        created = post(u"/ws/cancel"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    if (situation.startsWith(u"confirmed-"_s))
        created = m_sandbox->post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    return created;
}

QJsonObject TestSandboxLifecycle::refund(const QString &hash, const QJsonValue &amount, const QString &code)
{
    QJsonObject body{{u"operation"_s, u"request"_s}, {u"hash"_s, hash}, {u"amount"_s, amount},
                     {u"description"_s, u"customer asked"_s}};
    if (!code.isEmpty())
        body.insert(u"merchant_refund_code"_s, code);
    return post(u"/ws/refund"_s, body);
}

void TestSandboxLifecycle::captureRules_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QJsonObject>("extra");     // fields added to {hash}
    QTest::addColumn<bool>("byMerchantCode");
    QTest::addColumn<QString>("code");          // empty: success
    QTest::addColumn<QString>("capturedAmount");
    const QJsonObject none;
    QTest::newRow("pre-authorization") << u"preauth-br"_s << none << false << QString() << u"100.00"_s;
    QTest::newRow("by merchant code") << u"preauth-br"_s << none << true << QString() << u"100.00"_s;
    QTest::newRow("with merchant_capture_code") << u"preauth-br"_s << QJsonObject{{u"merchant_capture_code"_s, u"cap-1"_s}} << false << QString() << u"100.00"_s;
    QTest::newRow("partial in Brazil") << u"preauth-br"_s << QJsonObject{{u"amount"_s, u"40.00"_s}} << false << QString() << u"40.00"_s;
    QTest::newRow("full amount given outside Brazil") << u"preauth-mx"_s << QJsonObject{{u"amount"_s, 100}} << false << QString() << u"100.00"_s;
    QTest::newRow("partial outside Brazil") << u"preauth-mx"_s << QJsonObject{{u"amount"_s, u"40.00"_s}} << false << u"BP-CAP-11"_s << QString();
    QTest::newRow("above authorized") << u"preauth-br"_s << QJsonObject{{u"amount"_s, u"150.00"_s}} << false << u"BP-CAP-12"_s << QString();
    QTest::newRow("amount not a number") << u"preauth-br"_s << QJsonObject{{u"amount"_s, u"abc"_s}} << false << u"BP-CAP-12"_s << QString();
    QTest::newRow("capture code over 40") << u"preauth-br"_s << QJsonObject{{u"merchant_capture_code"_s, QString(41, u'c')}} << false << u"BP-CAP-13"_s << QString();
    QTest::newRow("already captured") << u"captured"_s << none << false << u"BP-CAP-4"_s << QString();
    QTest::newRow("pending voucher") << u"voucher-boleto"_s << none << false << u"BP-CAP-3"_s << QString();
    QTest::newRow("declined card") << u"declined"_s << none << false << u"BP-CAP-3"_s << QString();
    QTest::newRow("cancelled pre-authorization") << u"cancelled-preauth"_s << none << false << u"BP-CAP-3"_s << QString();
    QTest::newRow("no identifier") << QString() << none << false << u"BP-CAP-1"_s << QString();
    // Spec 4.2: exactly one identifier (the sandbox used to capture the hash's payment).
    QTest::newRow("both identifiers") << u"preauth-br"_s << QJsonObject{{u"merchant_payment_code"_s, u"another-order"_s}}
                                      << false << u"BP-CAP-1"_s << QString();
    QTest::newRow("unknown hash") << u"unknown"_s << none << false << u"BP-CAP-2"_s << QString();
}

void TestSandboxLifecycle::captureRules()
{
    QFETCH(QString, situation);
    QFETCH(QJsonObject, extra);
    QFETCH(bool, byMerchantCode);
    QFETCH(QString, code);
    QFETCH(QString, capturedAmount);
    QJsonObject body = extra;
    if (situation == u"unknown"_s) {
        body.insert(u"hash"_s, QString(48, u'a'));
    } else if (!situation.isEmpty()) {
        const QJsonObject payment = make(situation);
        QVERIFY(!payment.isEmpty());
        if (byMerchantCode)
            body.insert(u"merchant_payment_code"_s, payment.value(u"merchant_payment_code"_s));
        else
            body.insert(u"hash"_s, payment.value(u"hash"_s));
    }
    const QJsonObject answer = post(u"/ws/capture"_s, body);
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    const QJsonObject payment = answer.value(u"payment"_s).toObject();
    QCOMPARE(payment.value(u"status"_s).toString(), u"CO"_s);
    QCOMPARE(payment.value(u"capture_available"_s).toBool(true), false);
    QVERIFY(dd::test::isDateTime(payment.value(u"confirm_date"_s)));
    QCOMPARE(payment.value(u"amount_ext"_s).toString(), capturedAmount);
    // Capture happens once: a second one is refused as already captured.
    QCOMPARE(post(u"/ws/capture"_s, {{u"hash"_s, payment.value(u"hash"_s)}}).value(u"status_code"_s).toString(), u"BP-CAP-4"_s);
}

void TestSandboxLifecycle::cancelRules_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("code");
    QTest::newRow("pending voucher") << u"voucher-boleto"_s << QString();
    QTest::newRow("pending pre-authorization") << u"preauth-br"_s << QString();
    QTest::newRow("confirmed card") << u"captured"_s << u"BP-CAN-3"_s;
    QTest::newRow("confirmed voucher") << u"confirmed-boleto"_s << u"BP-CAN-3"_s;
    QTest::newRow("already cancelled") << u"cancelled-preauth"_s << u"BP-CAN-3"_s;
    QTest::newRow("declined card") << u"declined"_s << u"BP-CAN-3"_s;
    QTest::newRow("no hash") << QString() << u"BP-CAN-1"_s;
    QTest::newRow("unknown hash") << u"unknown"_s << u"BP-CAN-2"_s;
}

void TestSandboxLifecycle::cancelRules()
{
    QFETCH(QString, situation);
    QFETCH(QString, code);
    QJsonObject body;
    if (situation == u"unknown"_s)
        body.insert(u"hash"_s, QString(48, u'b'));
    else if (!situation.isEmpty())
        body.insert(u"hash"_s, make(situation).value(u"hash"_s));
    const QJsonObject answer = post(u"/ws/cancel"_s, body);
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    QCOMPARE(answer.value(u"operation"_s).toString(), u"cancel"_s);
    QCOMPARE(answer.value(u"payment"_s).toObject().value(u"status"_s).toString(), u"CA"_s);
    QVERIFY(dd::test::isDateTime(answer.value(u"payment"_s).toObject().value(u"status_date"_s)));
}

void TestSandboxLifecycle::refundRules_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QStringList>("before");    // amounts refunded first ("-" prefix: then cancelled)
    QTest::addColumn<QJsonObject>("body");      // refund body without hash
    QTest::addColumn<QString>("code");
    const QJsonObject full{{u"operation"_s, u"request"_s}, {u"amount"_s, u"100.00"_s}, {u"description"_s, u"why"_s}};
    auto change = [](QJsonObject body, const QString &key, const QJsonValue &value) {
        if (value.isUndefined())
            body.remove(key);
        else
            body.insert(key, value);
        return body;
    };
    const QStringList none;
    QTest::newRow("full") << u"captured"_s << none << full << QString();
    QTest::newRow("partial") << u"captured"_s << none << change(full, u"amount"_s, u"30.00"_s) << QString();
    QTest::newRow("numeric amount") << u"captured"_s << none << change(full, u"amount"_s, 12.5) << QString();
    QTest::newRow("above the amount") << u"captured"_s << none << change(full, u"amount"_s, u"100.01"_s) << u"BP-REF-5"_s;
    QTest::newRow("above what remains") << u"captured"_s << QStringList{u"60.00"_s} << change(full, u"amount"_s, u"50.00"_s) << u"BP-REF-5"_s;
    QTest::newRow("exactly what remains") << u"captured"_s << QStringList{u"60.00"_s} << change(full, u"amount"_s, u"40.00"_s) << QString();
    QTest::newRow("cancelled refunds do not count") << u"captured"_s << QStringList{u"-100.00"_s} << full << QString();
    QTest::newRow("pending voucher") << u"voucher-boleto"_s << none << full << u"BP-REF-7"_s;
    QTest::newRow("pre-authorization") << u"preauth-br"_s << none << full << u"BP-REF-7"_s;
    QTest::newRow("declined card") << u"declined"_s << none << full << u"BP-REF-7"_s;
    QTest::newRow("cancelled payment") << u"cancelled-preauth"_s << none << full << u"BP-REF-7"_s;
    QTest::newRow("no identifier") << QString() << none << full << u"BP-REF-1"_s;
    QTest::newRow("unknown payment") << u"unknown"_s << none << full << u"BP-REF-CAN-2"_s;
    QTest::newRow("amount missing") << u"captured"_s << none << change(full, u"amount"_s, QJsonValue()) << u"BP-REF-2"_s;
    QTest::newRow("amount zero") << u"captured"_s << none << change(full, u"amount"_s, u"0.00"_s) << u"BP-REF-2"_s;
    QTest::newRow("amount three decimals") << u"captured"_s << none << change(full, u"amount"_s, u"1.005"_s) << u"BP-REF-2"_s;
    QTest::newRow("description missing") << u"captured"_s << none << change(full, u"description"_s, QJsonValue()) << u"BP-REF-3"_s;
    QTest::newRow("description 1500") << u"captured"_s << none << change(full, u"description"_s, QString(1500, u'd')) << QString();
    QTest::newRow("description 1501") << u"captured"_s << none << change(full, u"description"_s, QString(1501, u'd')) << u"BP-REF-4"_s;
    QTest::newRow("refund code 40") << u"captured"_s << none << change(full, u"merchant_refund_code"_s, dd::test::uniqueCode().leftJustified(40, u'r')) << QString();
    QTest::newRow("refund code 41") << u"captured"_s << none << change(full, u"merchant_refund_code"_s, QString(41, u'r')) << u"BP-REF-8"_s;
    QTest::newRow("refund code reused") << u"captured"_s << QStringList{u"10.00=reused"_s} << change(full, u"amount"_s, u"10.00"_s) << u"BP-REF-9"_s;
    QTest::newRow("operation missing") << u"captured"_s << none << change(full, u"operation"_s, QJsonValue()) << u"BP-REF-10"_s;
    QTest::newRow("operation unknown") << u"captured"_s << none << change(full, u"operation"_s, u"refund"_s) << u"BP-REF-10"_s;
    QTest::newRow("sencillito full") << u"confirmed-sencillito"_s << none << change(full, u"amount"_s, u"5000.00"_s) << QString();
    QTest::newRow("sencillito partial") << u"confirmed-sencillito"_s << none << change(full, u"amount"_s, u"10.00"_s) << u"BP-REF-6"_s;
    QTest::newRow("multicaja partial") << u"confirmed-multicaja"_s << none << change(full, u"amount"_s, u"10.00"_s) << u"BP-REF-6"_s;
    QTest::newRow("boleto partial") << u"confirmed-boleto"_s << none << change(full, u"amount"_s, u"10.00"_s) << QString();
    const QJsonObject bank{{u"bank_name"_s, u"Banco"_s}, {u"bank_branch"_s, u"1234-5"_s}, {u"bank_account"_s, u"12345-6"_s},
                           {u"account_type"_s, u"C"_s}, {u"bank_account_holder_name"_s, u"Jose"_s}};
    QTest::newRow("bank_info in Brazil") << u"captured"_s << none << change(full, u"bank_info"_s, bank) << QString();
    QTest::newRow("bank_info in Peru") << u"captured-pe"_s << none << change(full, u"bank_info"_s, bank) << u"BP-REF-11"_s;
    QTest::newRow("bank_info not an object") << u"captured"_s << none << change(full, u"bank_info"_s, u"x"_s) << u"BP-REF-12"_s;
    QTest::newRow("Brazilian bank_info in Mexico") << u"captured-mx"_s << none << change(full, u"bank_info"_s, bank) << u"BP-REF-14"_s;
    const QJsonObject clabe{{u"bank_name"_s, u"Banamex"_s}, {u"bank_account"_s, u"032180000118359719"_s},
                            {u"bank_account_holder_document"_s, u"GODE561231GR8"_s}};
    QTest::newRow("bank_info in Mexico") << u"captured-mx"_s << none << change(full, u"bank_info"_s, clabe) << QString();
    QJsonObject badClabe = clabe;
    badClabe.insert(u"bank_account"_s, u"032180000118359718"_s);
    QTest::newRow("CLABE check digit") << u"captured-mx"_s << none << change(full, u"bank_info"_s, badClabe) << u"BP-REF-14"_s;
    QJsonObject badCpf = bank;
    badCpf.insert(u"bank_account_holder_document"_s, u"853.513.468-39"_s);
    QTest::newRow("holder CPF check digits") << u"captured"_s << none << change(full, u"bank_info"_s, badCpf) << u"BP-REF-15"_s;
    QJsonObject goodCpf = bank;
    goodCpf.insert(u"bank_account_holder_document"_s, u"853.513.468-93"_s);
    QTest::newRow("holder CPF") << u"captured"_s << none << change(full, u"bank_info"_s, goodCpf) << QString();
    // Spec 2.5: bank_details only for a Brazilian state bank; branch and account digits, check digit after a hyphen.
    QJsonObject withDetails = bank;
    withDetails.insert(u"bank_details"_s, u"operation 013"_s);
    QTest::newRow("bank_details in Brazil") << u"captured"_s << none << change(full, u"bank_info"_s, withDetails) << QString();
    QTest::newRow("bank_details in Mexico") << u"captured-mx"_s << none << change(full, u"bank_info"_s, withDetails) << u"BP-REF-13"_s;
    const auto bankWith = [&bank](const QString &key, const QString &value) {
        QJsonObject changed = bank;
        changed.insert(key, value);
        return changed;
    };
    QTest::newRow("account check digit X") << u"captured"_s << none
                                           << change(full, u"bank_info"_s, bankWith(u"bank_account"_s, u"12345-X"_s)) << QString();
    QTest::newRow("branch without check digit") << u"captured"_s << none
                                                << change(full, u"bank_info"_s, bankWith(u"bank_branch"_s, u"1234"_s)) << QString();
    QTest::newRow("branch with a space") << u"captured"_s << none
                                         << change(full, u"bank_info"_s, bankWith(u"bank_branch"_s, u"12 34"_s)) << u"BP-REF-14"_s;
    QTest::newRow("account with letters") << u"captured"_s << none
                                          << change(full, u"bank_info"_s, bankWith(u"bank_account"_s, u"abc"_s)) << u"BP-REF-14"_s;
    QTest::newRow("account with two check digits") << u"captured"_s << none
                                                   << change(full, u"bank_info"_s, bankWith(u"bank_account"_s, u"12345-67"_s)) << u"BP-REF-14"_s;
}

void TestSandboxLifecycle::refundRules()
{
    QFETCH(QString, situation);
    QFETCH(QStringList, before);
    QFETCH(QJsonObject, body);
    QFETCH(QString, code);
    QString hash;
    if (situation == u"unknown"_s) {
        hash = QString(48, u'c');
    } else if (!situation.isEmpty()) {
        hash = make(situation).value(u"hash"_s).toString();
        QVERIFY(!hash.isEmpty());
    }
    for (const QString &earlier : before) {
        const bool cancel = earlier.startsWith(u'-');
        const QString amount = earlier.mid(cancel ? 1 : 0).section(u'=', 0, 0);
        QString refundCode = earlier.section(u'=', 1);
        if (!refundCode.isEmpty()) {
            refundCode = dd::test::uniqueCode(u"r"_s);
            body.insert(u"merchant_refund_code"_s, refundCode);
        }
        const QJsonObject first = refund(hash, amount, refundCode);
        QCOMPARE(first.value(u"status"_s).toString(), u"SUCCESS"_s);
        if (cancel) {
            const QJsonObject cancelled = post(u"/ws/refund"_s, {{u"operation"_s, u"cancel"_s},
                                                                 {u"refund_id"_s, first.value(u"refund"_s).toObject().value(u"id"_s)}});
            QCOMPARE(cancelled.value(u"status"_s).toString(), u"SUCCESS"_s);
        }
    }
    if (!hash.isEmpty())
        body.insert(u"hash"_s, hash);
    const QJsonObject answer = post(u"/ws/refund"_s, body);
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    QCOMPARE(answer.value(u"operation"_s).toString(), u"refund"_s);
    const QJsonObject created = answer.value(u"refund"_s).toObject();
    QCOMPARE(created.value(u"status"_s).toString(), u"RE"_s);
    QVERIFY(!created.value(u"id"_s).toString().isEmpty());
    QVERIFY(dd::test::isDateTime(created.value(u"request_date"_s)));
    for (const char *field : {"pending_date", "confirm_date", "cancel_date"})
        QVERIFY2(created.value(QLatin1StringView(field)).isNull(), field);
    QVERIFY(dd::test::isAmount(created.value(u"amount_ext"_s)));
    QCOMPARE(created.value(u"description"_s), body.value(u"description"_s));
    QCOMPARE(created.contains(u"merchant_refund_code"_s), body.contains(u"merchant_refund_code"_s));
    const QJsonObject payment = answer.value(u"payment"_s).toObject();
    QCOMPARE(payment.value(u"status"_s).toString(), u"CO"_s);
    QCOMPARE(payment.value(u"refunds"_s).toArray().last().toObject(), created);
}

void TestSandboxLifecycle::refundCancelRules_data()
{
    QTest::addColumn<int>("advances");        // 0: RE, 1: PE, 2: CO; -1: cancelled first
    QTest::addColumn<QString>("identify");    // refund_id | merchant_refund_code | none | unknown
    QTest::addColumn<QString>("code");
    QTest::newRow("requested") << 0 << u"refund_id"_s << QString();
    QTest::newRow("pending") << 1 << u"refund_id"_s << QString();
    QTest::newRow("by merchant refund code") << 0 << u"merchant_refund_code"_s << QString();
    QTest::newRow("confirmed") << 2 << u"refund_id"_s << u"BP-REF-CAN-4"_s;
    QTest::newRow("already cancelled") << -1 << u"refund_id"_s << u"BP-REF-CAN-4"_s;
    QTest::newRow("no identifier") << 0 << u"none"_s << u"BP-REF-CAN-1"_s;
    QTest::newRow("unknown id") << 0 << u"unknown"_s << u"BP-REF-CAN-3"_s;
    QTest::newRow("unknown merchant refund code") << 0 << u"unknown-code"_s << u"BP-REF-CAN-3"_s;
}

void TestSandboxLifecycle::refundCancelRules()
{
    QFETCH(int, advances);
    QFETCH(QString, identify);
    QFETCH(QString, code);
    const QString hash = make(u"captured"_s).value(u"hash"_s).toString();
    const QString refundCode = dd::test::uniqueCode(u"r"_s);
    const QString id = refund(hash, u"25.00"_s, refundCode).value(u"refund"_s).toObject().value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());
    for (int i = 0; i < advances; ++i)
        QCOMPARE(m_sandbox->post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, id}}).value(u"status"_s).toString(), u"SUCCESS"_s);
    if (advances < 0)
        QCOMPARE(post(u"/ws/refund"_s, {{u"operation"_s, u"cancel"_s}, {u"refund_id"_s, id}}).value(u"status"_s).toString(), u"SUCCESS"_s);

    QJsonObject body{{u"operation"_s, u"cancel"_s}};
    if (identify == u"refund_id"_s)
        body.insert(u"refund_id"_s, id);
    else if (identify == u"merchant_refund_code"_s)
        body.insert(u"merchant_refund_code"_s, refundCode);
    else if (identify == u"unknown"_s)
        body.insert(u"refund_id"_s, u"999999999"_s);
    else if (identify == u"unknown-code"_s)
        body.insert(u"merchant_refund_code"_s, u"never-used"_s);
    const QJsonObject answer = post(u"/ws/refund"_s, body);
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    const QJsonObject cancelled = answer.value(u"refund"_s).toObject();
    QCOMPARE(cancelled.value(u"id"_s).toString(), id);
    QCOMPARE(cancelled.value(u"status"_s).toString(), u"CA"_s);
    QVERIFY(dd::test::isDateTime(cancelled.value(u"cancel_date"_s)));
    QCOMPARE(answer.value(u"payment"_s).toObject().value(u"status"_s).toString(), u"CO"_s);
}

void TestSandboxLifecycle::refundAdvancesThroughEveryState()
{
    const QString hash = make(u"captured"_s).value(u"hash"_s).toString();
    const QString id = refund(hash, u"100.00"_s).value(u"refund"_s).toObject().value(u"id"_s).toString();
    const QJsonObject pending = m_sandbox->post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, id}}).value(u"refund"_s).toObject();
    QCOMPARE(pending.value(u"status"_s).toString(), u"PE"_s);
    QVERIFY(dd::test::isDateTime(pending.value(u"pending_date"_s)));
    QVERIFY(pending.value(u"confirm_date"_s).isNull());
    const QJsonObject confirmed = m_sandbox->post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, id}}).value(u"refund"_s).toObject();
    QCOMPARE(confirmed.value(u"status"_s).toString(), u"CO"_s);
    QVERIFY(dd::test::isDateTime(confirmed.value(u"confirm_date"_s)));
    QVERIFY(confirmed.value(u"cancel_date"_s).isNull());
    QCOMPARE(m_sandbox->post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, id}}).value(u"status_code"_s).toString(), u"BP-SIM-3"_s);
    QCOMPARE(m_sandbox->post(u"/sandbox/refunds/advance"_s, {}).value(u"status_code"_s).toString(), u"BP-SIM-1"_s);
    QCOMPARE(m_sandbox->post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, u"0"_s}}).value(u"status_code"_s).toString(), u"BP-SIM-6"_s);
    // Payment stays CO; nothing remains to refund.
    const QJsonObject payment = post(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    QCOMPARE(payment.value(u"status"_s).toString(), u"CO"_s);
    QCOMPARE(refund(hash, u"0.01"_s).value(u"status_code"_s).toString(), u"BP-REF-5"_s);
}

void TestSandboxLifecycle::paymentControls_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("control");
    QTest::addColumn<QString>("status");   // resulting payment status, or an error code
    for (const QString &method : {u"boleto"_s, u"multicaja"_s, u"sencillito"_s}) {
        QTest::addRow("confirm %s", qPrintable(method)) << u"voucher-"_s + method << u"confirm"_s << u"CO"_s;
        QTest::addRow("deny %s", qPrintable(method)) << u"voucher-"_s + method << u"deny"_s << u"CA"_s;
        QTest::addRow("leave %s pending", qPrintable(method)) << u"voucher-"_s + method << u"leave-pending"_s << u"PE"_s;
    }
    QTest::newRow("confirm a pre-authorization") << u"preauth-br"_s << u"confirm"_s << u"BP-SIM-2"_s;
    QTest::newRow("deny a confirmed voucher") << u"confirmed-boleto"_s << u"deny"_s << u"BP-SIM-2"_s;
    QTest::newRow("leave a confirmed card pending") << u"captured"_s << u"leave-pending"_s << u"BP-SIM-2"_s;
    QTest::newRow("confirm without hash") << QString() << u"confirm"_s << u"BP-SIM-1"_s;
    QTest::newRow("confirm unknown hash") << u"unknown"_s << u"confirm"_s << u"BP-SIM-5"_s;
}

void TestSandboxLifecycle::paymentControls()
{
    QFETCH(QString, situation);
    QFETCH(QString, control);
    QFETCH(QString, status);
    QJsonObject body;
    if (situation == u"unknown"_s)
        body.insert(u"hash"_s, QString(48, u'd'));
    else if (!situation.isEmpty())
        body.insert(u"hash"_s, make(situation).value(u"hash"_s));
    const QJsonObject answer = m_sandbox->post(u"/sandbox/payments/"_s + control, body);
    if (status.startsWith(u"BP-"_s)) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), status);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    const QJsonObject payment = post(u"/ws/query"_s, {{u"hash"_s, body.value(u"hash"_s)}}).value(u"payment"_s).toObject();
    QCOMPARE(payment.value(u"status"_s).toString(), status);
    QCOMPARE(payment.value(u"confirm_date"_s).isNull(), status != u"CO"_s);
    QCOMPARE(payment.value(u"status_date"_s).isNull(), status == u"PE"_s);
}

void TestSandboxLifecycle::clockMovesAndExpiresPreAuthorizations()
{
    // Its own sandbox: moving the clock must not disturb the other tests.
    SandboxProcess sandbox({u"--preauth-expiry-seconds"_s, u"3600"_s});
    QVERIFY2(sandbox.isReady(), qPrintable(sandbox.errorString()));
    QJsonObject card = dd::test::rawCard();
    card.insert(u"auto_capture"_s, false);
    const QString hash = sandbox.postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment(card)))
                             .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QVERIFY(!hash.isEmpty());
    QCOMPARE(sandbox.post(u"/sandbox/preauthorizations/expire"_s, {}).value(u"expired"_s).toArray().size(), 0);

    // The sandbox's clock is real time plus the advances: a minute short of the expiry leaves room for
    // the seconds a slow run (sanitizers) spends between the payment and the advance. 3599 s did not:
    // one such run found the pre-authorization expired.
    const QJsonObject moved = sandbox.post(u"/sandbox/clock"_s, {{u"advance_seconds"_s, 3540}});
    QCOMPARE(moved.value(u"expired"_s).toInt(), 0);
    QCOMPARE(sandbox.postWithKey(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject().value(u"status"_s).toString(), u"PE"_s);
    QCOMPARE(sandbox.post(u"/sandbox/clock"_s, {{u"advance_seconds"_s, 60}}).value(u"expired"_s).toInt(), 1);
    const QJsonObject expired = sandbox.postWithKey(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    QCOMPARE(expired.value(u"status"_s).toString(), u"CA"_s);
    QCOMPARE(expired.value(u"capture_available"_s).toBool(true), false);
    QCOMPARE(sandbox.postWithKey(u"/ws/capture"_s, {{u"hash"_s, hash}}).value(u"status_code"_s).toString(), u"BP-CAP-3"_s);

    const QJsonObject set = sandbox.post(u"/sandbox/clock"_s, {{u"now"_s, u"2031-03-04 05:06:07"_s}});
    QVERIFY(set.value(u"now"_s).toString().startsWith(u"2031-03-04 05:06:0"_s));
    const QJsonObject created = sandbox.postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment()));
    QVERIFY(created.value(u"payment"_s).toObject().value(u"open_date"_s).toString().startsWith(u"2031-03-04"_s));
    QCOMPARE(sandbox.post(u"/sandbox/clock"_s, {{u"now"_s, u"yesterday"_s}}).value(u"status_code"_s).toString(), u"BP-SIM-7"_s);
    QCOMPARE(sandbox.post(u"/sandbox/clock"_s, {{u"advance_seconds"_s, u"ten"_s}}).value(u"status_code"_s).toString(), u"BP-SIM-7"_s);
}

void TestSandboxLifecycle::expireControl_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("code");
    QTest::newRow("uncaptured pre-authorization") << u"preauth-br"_s << QString();
    QTest::newRow("captured card") << u"captured"_s << u"BP-SIM-4"_s;
    QTest::newRow("pending voucher") << u"voucher-boleto"_s << u"BP-SIM-4"_s;
    QTest::newRow("unknown hash") << u"unknown"_s << u"BP-SIM-5"_s;
}

void TestSandboxLifecycle::expireControl()
{
    QFETCH(QString, situation);
    QFETCH(QString, code);
    const QString hash = situation == u"unknown"_s ? QString(48, u'e') : make(situation).value(u"hash"_s).toString();
    const QJsonObject answer = m_sandbox->post(u"/sandbox/preauthorizations/expire"_s, {{u"hash"_s, hash}});
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QCOMPARE(answer.value(u"expired"_s).toArray(), QJsonArray{hash});
    QCOMPARE(post(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject().value(u"status"_s).toString(), u"CA"_s);
}

void TestSandboxLifecycle::listPayments_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("code");
    QTest::newRow("first two") << QJsonObject{{u"offset"_s, 0}, {u"limit"_s, 2}} << 2 << QString();
    QTest::newRow("past the end") << QJsonObject{{u"offset"_s, 1000000}, {u"limit"_s, 5}} << 0 << QString();
    QTest::newRow("limit too large") << QJsonObject{{u"limit"_s, 1001}} << 0 << u"BP-SIM-9"_s;
    QTest::newRow("negative offset") << QJsonObject{{u"offset"_s, -1}} << 0 << u"BP-SIM-9"_s;
}

void TestSandboxLifecycle::listPayments()
{
    QFETCH(QJsonObject, body);
    QFETCH(int, count);
    QFETCH(QString, code);
    make(u"captured"_s);
    make(u"voucher-boleto"_s);
    const QJsonObject answer = m_sandbox->post(u"/sandbox/payments"_s, body);
    if (!code.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
        return;
    }
    QVERIFY(answer.value(u"total"_s).toInt() >= 2);
    const QJsonArray payments = answer.value(u"payments"_s).toArray();
    QCOMPARE(payments.size(), count);
    for (const QJsonValue &payment : payments)
        QCOMPARE(payment.toObject().value(u"hash"_s).toString().size(), 48);
    // GET with a query string answers the same list.
    const auto reply = m_sandbox->request("GET", u"/sandbox/payments"_s, {});
    QCOMPARE(reply.httpStatus, 200);
}

void TestSandboxLifecycle::simulationPages_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("linkField");
    QTest::addColumn<bool>("buttons");
    QTest::newRow("multicaja checkout") << u"multicaja"_s << u"redirect_url"_s << true;
    QTest::newRow("e-wallet checkout") << u"machpay"_s << u"redirect_url"_s << true;
    QTest::newRow("spei voucher") << u"spei"_s << u"spei_url"_s << true;
    QTest::newRow("oxxo voucher") << u"oxxo"_s << u"oxxo_url"_s << true;
    QTest::newRow("boleto voucher") << u"boleto"_s << u"boleto_url"_s << true;
    QTest::newRow("confirmed voucher has no buttons") << u"boleto-confirmed"_s << u"boleto_url"_s << false;
}

void TestSandboxLifecycle::simulationPages()
{
    QFETCH(QString, method);
    QFETCH(QString, linkField);
    QFETCH(bool, buttons);
    const QString code = method.section(u'-', 0, 0);
    const QString country = code == u"multicaja"_s || code == u"machpay"_s ? u"cl"_s : code == u"boleto"_s ? u"br"_s : u"mx"_s;
    const QString currency = country == u"cl"_s ? u"CLP"_s : country == u"br"_s ? u"BRL"_s : u"MXN"_s;
    QJsonObject request = dd::test::localPayment(code, country, currency);
    request.insert(u"merchant_payment_code"_s, QString(u"<b>x</b>"_s + dd::test::uniqueCode(u"p"_s).left(12)));
    const QJsonObject payment = post(u"/ws/direct"_s, dd::test::directRequest(request)).value(u"payment"_s).toObject();
    if (method.endsWith(u"-confirmed"_s))
        m_sandbox->post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, payment.value(u"hash"_s)}});
    const QUrl link(payment.value(linkField).toString());
    QCOMPARE(link.host(), m_sandbox->baseUrl().host());
    QCOMPARE(link.port(), m_sandbox->baseUrl().port());
    const auto page = m_sandbox->request("GET", QString(link.path() + u"?"_s + link.query()), {});
    QCOMPARE(page.httpStatus, 200);
    QVERIFY(page.body.contains("<html>"));
    QVERIFY(page.body.contains("&lt;b&gt;x&lt;/b&gt;"));   // the merchant's text is escaped
    QVERIFY(!page.body.contains("<b>x</b>"));
    QCOMPARE(page.body.contains("Simulate Authorized = YES"), buttons);
    if (buttons)
        QVERIFY(page.body.contains("const callback=[\"\"][0]"));   // no callback given: the page reloads
    const auto unknown = m_sandbox->request("GET", QString(link.path() + u"?hash="_s + QString(48, u'f')), {});
    QCOMPARE(unknown.httpStatus, 404);
}

// Spec 4.1: after the wallet payment is confirmed the customer goes to the request's callback.
void TestSandboxLifecycle::eWalletCheckoutReturnsToTheCallback()
{
    QJsonObject request = dd::test::localPayment(u"machpay"_s, u"cl"_s, u"CLP"_s);
    request.insert(u"redirect_url"_s, u"https://shop.example/back?order=1</script>"_s);
    const QJsonObject payment = post(u"/ws/direct"_s, dd::test::directRequest(request)).value(u"payment"_s).toObject();
    const QUrl link(payment.value(u"redirect_url"_s).toString());
    const auto page = m_sandbox->request("GET", QString(link.path() + u"?"_s + link.query()), {});
    QCOMPARE(page.httpStatus, 200);
    // JSON in the script, "</" escaped so the callback cannot end the script element.
    const QByteArray expected = "const callback=[\"https://shop.example/back?order=1<\\/script>\"][0]";
    QVERIFY2(page.body.contains(expected), page.body.constData());
    QVERIFY(page.body.contains("location.href=callback"));
}

QTEST_GUILESS_MAIN(TestSandboxLifecycle)
#include "tst_sandbox_lifecycle.moc"
