#include "core/domain/printable.h"

#include <QTest>

using namespace dd;

class TestPrintable : public QObject
{
    Q_OBJECT
private slots:
    void escapes_data();
    void escapes();
    void resultHasNoControlCharacter();
};

void TestPrintable::escapes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("pay-123 Ana") << QStringLiteral("pay-123 Ana");
    QTest::newRow("accents kept") << QStringLiteral("Jo\u00E3o Pe\u00F1a") << QStringLiteral("Jo\u00E3o Pe\u00F1a");
    QTest::newRow("emoji kept") << QStringLiteral("ok \U0001F600") << QStringLiteral("ok \U0001F600");
    QTest::newRow("backslash kept") << QStringLiteral("C:\\tmp") << QStringLiteral("C:\\tmp");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("NUL") << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b")) << QStringLiteral("a\\0b");
    QTest::newRow("ESC colour") << QStringLiteral("\x1B[31mred") << QStringLiteral("\\x1B[31mred");
    QTest::newRow("CR") << QStringLiteral("paid\rrefunded") << QStringLiteral("paid\\rrefunded");
    QTest::newRow("LF") << QStringLiteral("one\ntwo") << QStringLiteral("one\\ntwo");
    QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a\\tb");
    QTest::newRow("bell") << QStringLiteral("\a") << QStringLiteral("\\x07");
    QTest::newRow("DEL") << QStringLiteral("\x7F") << QStringLiteral("\\x7F");
    QTest::newRow("C1 CSI") << QStringLiteral("\u009B31m") << QStringLiteral("\\x9B31m");
    QTest::newRow("C1 NEL") << QStringLiteral("a\u0085b") << QStringLiteral("a\\x85b");
    QTest::newRow("RLO") << QStringLiteral("abc\u202Etxt.exe") << QStringLiteral("abc\\u{202E}txt.exe");
    QTest::newRow("LRE PDF") << QStringLiteral("\u202Ax\u202C") << QStringLiteral("\\u{202A}x\\u{202C}");
    QTest::newRow("RLI PDI") << QStringLiteral("\u2067x\u2069") << QStringLiteral("\\u{2067}x\\u{2069}");
    QTest::newRow("RLM") << QStringLiteral("\u200F") << QStringLiteral("\\u{200F}");
    QTest::newRow("ALM") << QStringLiteral("\u061C") << QStringLiteral("\\u{061C}");
    QTest::newRow("line separator") << QStringLiteral("a\u2028b") << QStringLiteral("a\\u{2028}b");
    QTest::newRow("lone high surrogate") << QString(QChar(0xD800)) + QStringLiteral("x")
                                         << QStringLiteral("\\u{D800}x");
    QTest::newRow("lone low surrogate") << QString(QChar(0xDC00)) << QStringLiteral("\\u{DC00}");
}

void TestPrintable::escapes()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(printable(text), expected);
    QCOMPARE(isPrintable(text), text == expected);
}

void TestPrintable::resultHasNoControlCharacter()
{
    // Every UTF-16 code unit, alone: what comes out is safe to print.
    for (char32_t c = 0; c <= 0xFFFF; ++c) {
        const QString out = printable(QString(QChar(char16_t(c))));
        QVERIFY2(isPrintable(out), qPrintable(QString::number(c, 16)));
        for (QChar ch : out)
            QVERIFY(ch.unicode() >= 0x20 && (ch.unicode() < 0x7F || ch.unicode() > 0x9F));
    }
}

QTEST_GUILESS_MAIN(TestPrintable)
#include "tst_printable.moc"
