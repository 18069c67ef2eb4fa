// Desktop integration without a window: the theme (System / Light / Dark detection, WCAG contrast
// of every status colour in both palettes), one instance per cache (two objects, a stale socket),
// and the diagnostics text (no integration key, no passphrase).
#include "app/singleinstance.h"
#include "core/cache/cachesession.h"
#include "core/cache/settingsstore.h"
#include "core/cache/vault.h"
#include "models/format.h"
#include "ui/desktop/diagnostics.h"
#include "ui/desktop/theme.h"

#include <QApplication>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(dd::ThemeMode)

namespace {
struct Pair
{
    QString name;
    QColor foreground;
    QColor background;
};

// Every colour pair a user reads in one palette: status badges (payment and refund) as the models
// draw them, message colours on the window, and the palette's own text roles.
QList<Pair> readablePairs(const QPalette &palette)
{
    QList<Pair> pairs;
    using P = dd::PaymentStatus;
    for (P status : {P::Open, P::Pending, P::Confirmed, P::Cancelled, P::Unknown}) {
        const dd::StatusBadge badge = dd::paymentStatusBadge(status, palette);
        pairs.append({u"payment badge "_s + badge.text, badge.foreground, badge.background});
    }
    using R = dd::RefundStatus;
    for (R status : {R::Requested, R::Pending, R::Confirmed, R::Cancelled, R::Unknown}) {
        const dd::StatusBadge badge = dd::refundStatusBadge(status, palette);
        pairs.append({u"refund badge "_s + badge.text, badge.foreground, badge.background});
    }
    const QColor window = palette.color(QPalette::Window);
    pairs.append({u"error text"_s, dd::theme::errorText(palette), window});
    pairs.append({u"success text"_s, dd::theme::successText(palette), window});
    pairs.append({u"warning text"_s, dd::theme::warningText(palette), window});
    pairs.append({u"error text on fields"_s, dd::theme::errorText(palette), palette.color(QPalette::Base)});
    pairs.append({u"window text"_s, palette.color(QPalette::WindowText), window});
    pairs.append({u"text"_s, palette.color(QPalette::Text), palette.color(QPalette::Base)});
    pairs.append({u"alternate rows"_s, palette.color(QPalette::Text), palette.color(QPalette::AlternateBase)});
    pairs.append({u"button text"_s, palette.color(QPalette::ButtonText), palette.color(QPalette::Button)});
    pairs.append({u"selection"_s, palette.color(QPalette::HighlightedText), palette.color(QPalette::Highlight)});
    pairs.append({u"links"_s, palette.color(QPalette::Link), palette.color(QPalette::Base)});
    pairs.append({u"tool tips"_s, palette.color(QPalette::ToolTipText), palette.color(QPalette::ToolTipBase)});
    return pairs;
}

// A socket file nobody listens on: what a crashed DirectDesk leaves behind.
bool leaveStaleSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray bytes = QFile::encodeName(path);
    if (bytes.size() >= qsizetype(sizeof(address.sun_path))) {
        ::close(fd);
        return false;
    }
    std::copy(bytes.cbegin(), bytes.cend(), address.sun_path);
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0;
    ::close(fd);
    return bound && QFile::exists(path);
}
} // namespace

class TestDesktopBasics : public QObject
{
    Q_OBJECT

private slots:
    void modeNames_data();
    void modeNames();
    void systemPreference_data();
    void systemPreference();
    void paletteKind();
    void contrastInBothThemes_data();
    void contrastInBothThemes();
    void controllerAppliesSetting();

    void serverNameDependsOnCacheAndUser();
    void secondInstanceActivatesFirst();
    void staleSocketDoesNotBlockStart();
    void differentCachesDoNotConflict();

    void diagnosticsHoldNoSecrets();
    void secretSettingNames_data();
    void secretSettingNames();
};

void TestDesktopBasics::modeNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<dd::ThemeMode>("mode");
    QTest::newRow("system") << u"system"_s << dd::ThemeMode::System;
    QTest::newRow("light") << u"light"_s << dd::ThemeMode::Light;
    QTest::newRow("dark") << u"dark"_s << dd::ThemeMode::Dark;
    QTest::newRow("upper case") << u"DARK"_s << dd::ThemeMode::Dark;
    QTest::newRow("spaces") << u" light "_s << dd::ThemeMode::Light;
    QTest::newRow("empty") << QString() << dd::ThemeMode::System;
    QTest::newRow("unknown") << u"sepia"_s << dd::ThemeMode::System;
}

void TestDesktopBasics::modeNames()
{
    QFETCH(QString, name);
    QFETCH(dd::ThemeMode, mode);
    QCOMPARE(dd::theme::modeFromName(name), mode);
    QCOMPARE(dd::theme::modeFromName(dd::theme::modeName(mode)), mode);
}

void TestDesktopBasics::systemPreference_data()
{
    QTest::addColumn<bool>("darkPalette");
    QTest::addColumn<QString>("gtkTheme");
    QTest::addColumn<QString>("gtkSettings");
    QTest::addColumn<bool>("dark");
    QTest::newRow("light everything") << false << QString() << QString() << false;
    QTest::newRow("dark platform palette") << true << QString() << QString() << true;
    QTest::newRow("GTK_THEME Adwaita:dark") << false << u"Adwaita:dark"_s << QString() << true;
    QTest::newRow("GTK_THEME Adwaita") << false << u"Adwaita"_s << QString() << false;
    QTest::newRow("prefer dark") << false << QString() << u"[Settings]\ngtk-application-prefer-dark-theme=1\n"_s << true;
    QTest::newRow("prefer dark true") << false << QString() << u"[Settings]\ngtk-application-prefer-dark-theme = true\n"_s
                                      << true;
    QTest::newRow("prefer dark off") << false << QString() << u"[Settings]\ngtk-application-prefer-dark-theme=0\n"_s << false;
    QTest::newRow("dark theme name") << false << QString() << u"[Settings]\ngtk-theme-name=Yaru-dark\n"_s << true;
    QTest::newRow("light theme name") << false << QString() << u"[Settings]\ngtk-theme-name=Yaru\n"_s << false;
}

void TestDesktopBasics::systemPreference()
{
    QFETCH(bool, darkPalette);
    QFETCH(QString, gtkTheme);
    QFETCH(QString, gtkSettings);
    QFETCH(bool, dark);
    const QPalette platform = darkPalette ? dd::theme::darkPalette() : dd::theme::lightPalette();
    QCOMPARE(dd::theme::systemPrefersDark(platform, gtkTheme, gtkSettings), dark);
}

void TestDesktopBasics::paletteKind()
{
    QVERIFY(dd::theme::isDark(dd::theme::darkPalette()));
    QVERIFY(!dd::theme::isDark(dd::theme::lightPalette()));
    // The models pick their badge colours with their own test: it must agree with ours.
    QVERIFY(dd::isDarkPalette(dd::theme::darkPalette()));
    QVERIFY(!dd::isDarkPalette(dd::theme::lightPalette()));
}

void TestDesktopBasics::contrastInBothThemes_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("pair");
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<QColor>("background");
    for (const auto &[name, palette] : {std::pair(u"light"_s, dd::theme::lightPalette()),
                                        std::pair(u"dark"_s, dd::theme::darkPalette())}) {
        for (const Pair &pair : readablePairs(palette))
            QTest::addRow("%s: %s", qPrintable(name), qPrintable(pair.name))
                << name << pair.name << pair.foreground << pair.background;
    }
}

void TestDesktopBasics::contrastInBothThemes()
{
    QFETCH(QColor, foreground);
    QFETCH(QColor, background);
    const double ratio = dd::contrastRatio(foreground, background);
    QVERIFY2(ratio >= 4.5, qPrintable(u"%1 on %2: %3:1"_s.arg(foreground.name(), background.name()).arg(ratio, 0, 'f', 2)));
}

void TestDesktopBasics::controllerAppliesSetting()
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    QVERIFY(app);
    dd::ThemeController controller(*app);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"s.ini"_s), QSettings::IniFormat);
    settings.setValue(dd::theme::SettingKey, u"dark"_s);
    controller.applyFrom(settings);
    QCOMPARE(controller.mode(), dd::ThemeMode::Dark);
    QVERIFY(controller.dark());
    QVERIFY(dd::theme::isDark(QApplication::palette()));
    QCOMPARE(QApplication::style()->name().toLower(), u"fusion"_s);
    settings.setValue(dd::theme::SettingKey, u"light"_s);
    controller.applyFrom(settings);
    QVERIFY(!controller.dark());
    QVERIFY(!dd::theme::isDark(QApplication::palette()));
}

void TestDesktopBasics::serverNameDependsOnCacheAndUser()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cache.db"_s);
    const QString name = dd::SingleInstance::serverName(path, u"ana"_s);
    QVERIFY(name.startsWith(u"directdesk-"_s));
    QVERIFY(!name.contains(u"ana"_s));
    QVERIFY(!name.contains(u"cache"_s));
    // The same file however it is written.
    QCOMPARE(dd::SingleInstance::serverName(dir.path() + u"/sub/../cache.db"_s, u"ana"_s), name);
    QCOMPARE(dd::SingleInstance::serverName(dir.path() + u"//cache.db"_s, u"ana"_s), name);
    QVERIFY(QFile::link(dir.path(), dir.path() + u"-link"_s));
    QCOMPARE(dd::SingleInstance::serverName(dir.path() + u"-link/cache.db"_s, u"ana"_s), name);
    QFile::remove(dir.path() + u"-link"_s);
    QVERIFY(dd::SingleInstance::serverName(path, u"bea"_s) != name);
    QVERIFY(dd::SingleInstance::serverName(dir.filePath(u"other.db"_s), u"ana"_s) != name);
}

void TestDesktopBasics::secondInstanceActivatesFirst()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cache.db"_s);
    dd::SingleInstance first(path);
    QCOMPARE(first.claim(), dd::SingleInstance::Role::Primary);
    QSignalSpy activated(&first, &dd::SingleInstance::activationRequested);
    {
        dd::SingleInstance second(path);
        QCOMPARE(second.claim(), dd::SingleInstance::Role::Secondary);
    }
    QTRY_COMPARE(activated.count(), 1);
    // Still the one instance after that.
    dd::SingleInstance third(path);
    QCOMPARE(third.claim(), dd::SingleInstance::Role::Secondary);
    QTRY_COMPARE(activated.count(), 2);
}

void TestDesktopBasics::staleSocketDoesNotBlockStart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cache.db"_s);
    const QString name = dd::SingleInstance::serverName(path, dd::SingleInstance::currentUser());
    const QString socketPath = QDir(QDir::tempPath()).filePath(name);
    QLocalServer::removeServer(name);
    QVERIFY(leaveStaleSocket(socketPath));
    dd::SingleInstance instance(path);
    QCOMPARE(instance.claim(), dd::SingleInstance::Role::Primary);
    QSignalSpy activated(&instance, &dd::SingleInstance::activationRequested);
    dd::SingleInstance second(path);
    QCOMPARE(second.claim(), dd::SingleInstance::Role::Secondary);
    QTRY_COMPARE(activated.count(), 1);
}

void TestDesktopBasics::differentCachesDoNotConflict()
{
    QTemporaryDir dir;
    dd::SingleInstance one(dir.filePath(u"one.db"_s));
    dd::SingleInstance two(dir.filePath(u"two.db"_s));
    QCOMPARE(one.claim(), dd::SingleInstance::Role::Primary);
    QCOMPARE(two.claim(), dd::SingleInstance::Role::Primary);
}

void TestDesktopBasics::diagnosticsHoldNoSecrets()
{
    QTemporaryDir dir;
    const QString passphrase = u"diagnostic passphrase 4711"_s;
    const QString key = u"integration-key-0123456789abcdef"_s;
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    dd::Vault vault(dir.filePath(u"cache.db"_s), options);
    QVERIFY(vault.create(passphrase, passphrase).hasValue());
    auto session = vault.openSession();
    QVERIFY(session.hasValue());
    QVERIFY(session.value()->settings().updateConnection(u"sandbox"_s, QUrl(u"https://sandbox.ebanxpay.com"_s), key));

    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"security/autoLockMinutes"_s, 15);
    settings.setValue(u"mainWindow/geometry"_s, QByteArray(40, 'x'));
    settings.setValue(u"connection/integrationKey"_s, key);
    settings.setValue(u"unlock/lastPassphrase"_s, passphrase);
    settings.setValue(u"drafts/refund/abc"_s, QVariantMap{{u"holderDocument"_s, u"853.513.468-93"_s}});
    settings.setValue(u"mainWindow/filter"_s, QVariantMap{{u"search"_s, u"sofia.diaz@example.com"_s}});

    dd::DiagnosticsInfo info;
    dd::Diagnostics::addCache(info, *session.value(), vault.databasePath());
    info.environment = u"sandbox"_s;
    info.baseUrl = u"https://sandbox.ebanxpay.com"_s;
    info.settings = dd::Diagnostics::safeSettings(settings);
    const QString text = dd::Diagnostics::text(info);

    QVERIFY2(!text.contains(key), qPrintable(text));
    QVERIFY2(!text.contains(key.right(12)), qPrintable(text));
    QVERIFY2(!text.contains(passphrase), qPrintable(text));
    QVERIFY2(!text.contains(u"853.513.468-93"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"sofia.diaz"_s), qPrintable(text));   // a customer searched for
    // What support needs is there.
    QVERIFY2(QRegularExpression(u"SQLCipher: \\d+\\.\\d+"_s).match(text).hasMatch(), qPrintable(text));
    QVERIFY(text.contains(u"DirectDesk: "_s + QStringLiteral(DIRECTDESK_VERSION)));
    QVERIFY(!text.contains(u"Build type: unknown"_s));
    for (const QString &expected : { u"libsodium: "_s, u"libxlsxwriter: "_s, u"Qt: 6."_s,
                                    u"Schema version: "_s, u"Platform plugin: offscreen"_s, u"Locale: "_s,
                                    u"Environment: sandbox"_s, u"security/autoLockMinutes = 15"_s, u"Screen 1: "_s,
                                    QDir::toNativeSeparators(vault.databasePath())})
        QVERIFY2(text.contains(expected), qPrintable(expected + u"\n"_s + text));
    QVERIFY(!text.contains(u"Schema version: -"_s));
    QVERIFY(!text.contains(QString::fromLatin1(QByteArray(40, 'x'))));
}

void TestDesktopBasics::secretSettingNames_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("secret");
    QTest::newRow("passphrase") << u"unlock/passphrase"_s << true;
    QTest::newRow("integration key") << u"gateway/integration_key"_s << true;
    QTest::newRow("token") << u"x/apiToken"_s << true;
    QTest::newRow("card") << u"newPayment/cardNumber"_s << true;
    QTest::newRow("draft") << u"drafts/refund/1"_s << true;
    QTest::newRow("auto-lock") << u"security/autoLockMinutes"_s << false;
    QTest::newRow("theme") << u"appearance/theme"_s << false;
    QTest::newRow("geometry") << u"mainWindow/geometry"_s << false;
}

void TestDesktopBasics::secretSettingNames()
{
    QFETCH(QString, key);
    QFETCH(bool, secret);
    QCOMPARE(dd::Diagnostics::isSecretKey(key), secret);
}

QTEST_MAIN(TestDesktopBasics)
#include "tst_desktopbasics.moc"
