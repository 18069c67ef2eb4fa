// One owner for merchant codes: PaymentOperations makes the payment, capture and refund codes (a
// fresh one when none is given, marked fresh where the request carries the mark, made once and kept
// after that; a given one kept), and no dialog or command of the command line makes its own.
#include "core/domain/requests.h"
#include "core/sync/paymentoperations.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <optional>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

enum class CodeKind { Payment, Capture, Refund };

// A request of `kind` with `given` as its merchant code, passed through PaymentOperations: the code
// it leaves, and its freshness mark (none for captures, which carry no mark).
struct Passed
{
    QString code;
    std::optional<bool> fresh;
};

Passed passThrough(CodeKind kind, const QString &given, int times)
{
    switch (kind) {
    case CodeKind::Payment: {
        DirectRequest request;
        request.merchantPaymentCode = given;
        for (int i = 0; i < times; ++i)
            request = PaymentOperations::withMerchantPaymentCode(request);
        return {request.merchantPaymentCode, request.merchantPaymentCodeIsFresh};
    }
    case CodeKind::Capture: {
        CaptureRequest request;
        request.merchantCaptureCode = given;
        for (int i = 0; i < times; ++i)
            request = PaymentOperations::withMerchantCaptureCode(request);
        return {request.merchantCaptureCode, std::nullopt};
    }
    case CodeKind::Refund: {
        RefundRequest request;
        request.merchantRefundCode = given;
        for (int i = 0; i < times; ++i)
            request = PaymentOperations::withMerchantRefundCode(request);
        return {request.merchantRefundCode, request.merchantRefundCodeIsFresh};
    }
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(CodeKind)

class TestMerchantCodes : public QObject
{
    Q_OBJECT

private slots:
    void codes_data()
    {
        QTest::addColumn<CodeKind>("kind");
        QTest::addColumn<QString>("given");
        const std::pair<const char *, CodeKind> kinds[] = {
            {"payment", CodeKind::Payment}, {"capture", CodeKind::Capture}, {"refund", CodeKind::Refund}};
        for (const auto &[name, kind] : kinds) {
            QTest::addRow("%s: none given", name) << kind << QString();
            QTest::addRow("%s: given", name) << kind << u"shop-order-1"_s;
        }
    }

    void codes()
    {
        QFETCH(CodeKind, kind);
        QFETCH(QString, given);
        const Passed once = passThrough(kind, given, 1);
        if (given.isEmpty()) {
            // Fresh: DirectDesk's own form, within every length limit, and marked as ours alone.
            QVERIFY2(once.code.startsWith(u"dd-"_s), qPrintable(once.code));
            QCOMPARE(once.code.size(), 19);
            QVERIFY(once.code.size() <= MerchantCode::PreferredRefundCodeLength);
            if (once.fresh)
                QVERIFY(*once.fresh);
            // Another request gets another code.
            QVERIFY(passThrough(kind, given, 1).code != once.code);
        } else {
            QCOMPARE(once.code, given);
            if (once.fresh)
                QVERIFY(!*once.fresh);   // the user's code may be in use elsewhere: not ours alone
        }
        // Made once: passing through again changes neither the code nor its mark.
        const Passed again = passThrough(kind, once.code, 1);
        QCOMPARE(again.code, once.code);
        const Passed twice = passThrough(kind, given, 2);
        QVERIFY(given.isEmpty() ? twice.code.startsWith(u"dd-"_s) : twice.code == given);
        QCOMPARE(twice.fresh.has_value(), once.fresh.has_value());
        if (once.fresh)
            QCOMPARE(*twice.fresh, *once.fresh);
    }

    // The dialogs, the command line and the rest of core/sync ask PaymentOperations; only it (and
    // the domain's generator itself) call MerchantCode::generate().
    void noOtherOwner()
    {
        static const QRegularExpression call(u"MerchantCode::generate\\s*\\("_s);
        const QString root = QStringLiteral(DIRECTDESK_SOURCE_DIR);
        QStringList callers;
        for (const QString &folder : {u"ui"_s, u"app"_s, u"models"_s, u"core/sync"_s}) {
            QDirIterator files(root + u'/' + folder, {u"*.h"_s, u"*.cpp"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                if (path.endsWith(u"/core/sync/paymentoperations.cpp"_s))
                    continue;
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                if (QString::fromUtf8(file.readAll()).contains(call))
                    callers.append(path.mid(root.size() + 1));
            }
        }
        QVERIFY2(callers.isEmpty(), qPrintable(callers.join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestMerchantCodes)
#include "tst_merchantcodes.moc"
