// First start, unlock and connection dialogs, driven by objectName against a temporary cache and
// the in-process sandbox.
#include "core/cache/vault.h"
#include "sandbox/sandboxserver.h"
#include "ui/connectiondialog.h"
#include "ui/connectionform.h"
#include "ui/firststartdialog.h"
#include "ui/passphrasestrength.h"
#include "ui/unlockdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {
const QString GoodPassphrase = u"correct horse 42 battery"_s;

dd::VaultOptions fastVault(int maxFailedAttempts = 10)
{
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    options.maxFailedAttempts = maxFailedAttempts;
    return options;
}

template<typename T>
T *child(QWidget &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

void selectEnvironment(QWidget &dialog, const QString &code)
{
    auto *combo = child<QComboBox>(dialog, u"environmentCombo"_s);
    combo->setCurrentIndex(combo->findData(code));
}
} // namespace

class TestAccessDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void unlock_data();
    void unlock();
    void unlockLockout();
    void firstStartRefuses_data();
    void firstStartRefuses();
    void firstStartCreatesCache();
    void strengthMeter_data();
    void strengthMeter();
    void strengthBarKeepsItsWidth();
    void firstStartFieldsLineUp();
    void connectionDialog_data();
    void connectionDialog();
    void testConnection_data();
    void testConnection();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<dd::sandbox::SandboxServer> m_sandbox;
    QNetworkAccessManager m_network;
    QString path() const { return m_dir->filePath(u"cache.db"_s); }
    dd::BuiltInSandboxAddress builtIn() const { return {m_sandbox->baseUrl(), m_sandbox->integrationKey()}; }
};

void TestAccessDialogs::initTestCase()
{
    m_sandbox = std::make_unique<dd::sandbox::SandboxServer>(dd::sandbox::SandboxOptions{});
    QString error;
    QVERIFY2(m_sandbox->listen(&error), qPrintable(error));
}

void TestAccessDialogs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestAccessDialogs::cleanup()
{
    m_dir.reset();
}

void TestAccessDialogs::unlock_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<bool>("unlocked");
    QTest::addColumn<QString>("error");
    QTest::newRow("right passphrase") << GoodPassphrase << true << QString();
    QTest::newRow("wrong passphrase") << u"wrong horse 42 battery"_s << false << u"Wrong passphrase"_s;
    QTest::newRow("right passphrase, wrong case") << GoodPassphrase.toUpper() << false << u"Wrong passphrase"_s;
}

void TestAccessDialogs::unlock()
{
    QFETCH(QString, passphrase);
    QFETCH(bool, unlocked);
    QFETCH(QString, error);
    dd::Vault vault(path(), fastVault());
    QVERIFY(vault.create(GoodPassphrase, GoodPassphrase).hasValue());
    vault.lock();
    QVERIFY(!vault.isUnlocked());

    dd::UnlockDialog dialog(vault);
    dialog.show();
    auto *button = child<QPushButton>(dialog, u"unlockButton"_s);
    QVERIFY(!button->isEnabled());   // nothing typed yet
    QTest::keyClicks(child<QLineEdit>(dialog, u"passphraseEdit"_s), passphrase);
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    if (unlocked) {
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(vault.isUnlocked());
        QVERIFY(child<QLineEdit>(dialog, u"passphraseEdit"_s)->text().isEmpty());
    } else {
        QTRY_VERIFY(!dialog.isBusy());
        QTRY_VERIFY2(dialog.errorText().contains(error), qPrintable(dialog.errorText()));
        QVERIFY(dialog.isVisible());
        QVERIFY(!vault.isUnlocked());
    }
}

void TestAccessDialogs::unlockLockout()
{
    {
        dd::Vault setup(path(), fastVault(2));
        QVERIFY(setup.create(GoodPassphrase, GoodPassphrase).hasValue());
    }
    dd::Vault vault(path(), fastVault(2));
    dd::UnlockDialog dialog(vault);
    dialog.show();
    auto *edit = child<QLineEdit>(dialog, u"passphraseEdit"_s);
    auto *button = child<QPushButton>(dialog, u"unlockButton"_s);
    for (int attempt = 0; attempt < 2; ++attempt) {
        edit->setText(u"not the passphrase 1"_s);
        QTRY_VERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(!dialog.isBusy());
        QTRY_VERIFY(!dialog.errorText().startsWith(u"Unlocking"_s));
    }
    // Locked out now: even the right passphrase is refused and the button stays disabled.
    edit->setText(GoodPassphrase);
    if (button->isEnabled()) {
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(!dialog.isBusy());
    }
    QTRY_VERIFY2(dialog.errorText().contains(u"blocked"_s), qPrintable(dialog.errorText()));
    QVERIFY(!button->isEnabled());
    QVERIFY(!vault.isUnlocked());
}

void TestAccessDialogs::firstStartRefuses_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<QString>("confirmation");
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("problem");
    QTest::newRow("no passphrase") << QString() << QString() << u"builtin"_s << QString() << QString()
                                   << u"Choose a passphrase"_s;
    QTest::newRow("short passphrase") << u"short1"_s << u"short1"_s << u"builtin"_s << QString() << QString()
                                      << u"at least 12"_s;
    QTest::newRow("no digit") << u"only letters here"_s << u"only letters here"_s << u"builtin"_s << QString()
                              << QString() << u"at least 12"_s;
    QTest::newRow("mismatch") << GoodPassphrase << u"correct horse 42 batterz"_s << u"builtin"_s << QString()
                              << QString() << u"differ"_s;
    QTest::newRow("custom http non-loopback") << GoodPassphrase << GoodPassphrase << u"custom"_s
                                              << u"http://gateway.example.com"_s << u"key-1"_s << u"https"_s;
    QTest::newRow("custom empty address") << GoodPassphrase << GoodPassphrase << u"custom"_s << QString()
                                          << u"key-1"_s << u"address"_s;
    QTest::newRow("custom address with a query") << GoodPassphrase << GoodPassphrase << u"custom"_s
                                                 << u"https://gateway.example.com/?tenant=1"_s << u"key-1"_s
                                                 << u"queries"_s;
    QTest::newRow("custom address without scheme") << GoodPassphrase << GoodPassphrase << u"custom"_s
                                                   << u"gateway.example.com"_s << u"key-1"_s << u"base address"_s;
    QTest::newRow("gateway sandbox, empty key") << GoodPassphrase << GoodPassphrase << u"gateway-sandbox"_s
                                                << QString() << QString() << u"integration key"_s;
    QTest::newRow("production, blank key") << GoodPassphrase << GoodPassphrase << u"production"_s << QString()
                                           << u"   "_s << u"integration key"_s;
}

void TestAccessDialogs::firstStartRefuses()
{
    QFETCH(QString, passphrase);
    QFETCH(QString, confirmation);
    QFETCH(QString, environment);
    QFETCH(QString, address);
    QFETCH(QString, key);
    QFETCH(QString, problem);
    dd::Vault vault(path(), fastVault());
    dd::FirstStartDialog dialog(vault, &m_network, builtIn());
    dialog.show();
    QTest::keyClicks(child<QLineEdit>(dialog, u"passphraseEdit"_s), passphrase);
    QTest::keyClicks(child<QLineEdit>(dialog, u"confirmationEdit"_s), confirmation);
    selectEnvironment(dialog, environment);
    QTest::keyClicks(child<QLineEdit>(dialog, u"baseUrlEdit"_s), address);
    QTest::keyClicks(child<QLineEdit>(dialog, u"integrationKeyEdit"_s), key);
    const QString shown = child<QLabel>(dialog, u"problemLabel"_s)->text();
    QVERIFY2(shown.contains(problem, Qt::CaseInsensitive), qPrintable(shown));
    auto *create = child<QPushButton>(dialog, u"createButton"_s);
    QVERIFY(!create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QVERIFY(!QFileInfo::exists(path()));
}

void TestAccessDialogs::firstStartCreatesCache()
{
    dd::Vault vault(path(), fastVault());
    dd::FirstStartDialog dialog(vault, &m_network, builtIn());
    dialog.show();
    // The built-in sandbox is preselected and needs no key.
    QCOMPARE(child<QComboBox>(dialog, u"environmentCombo"_s)->currentData().toString(), u"builtin"_s);
    QVERIFY(!child<QLineEdit>(dialog, u"integrationKeyEdit"_s)->isEnabled());
    QCOMPARE(child<QLineEdit>(dialog, u"integrationKeyEdit"_s)->echoMode(), QLineEdit::Password);
    QTest::keyClicks(child<QLineEdit>(dialog, u"passphraseEdit"_s), GoodPassphrase);
    QTest::keyClicks(child<QLineEdit>(dialog, u"confirmationEdit"_s), GoodPassphrase);
    auto *create = child<QPushButton>(dialog, u"createButton"_s);
    QVERIFY(create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(QFileInfo::exists(path()));
    QVERIFY(dialog.connectionChoice().isBuiltInSandbox());
    vault.lock();
    QVERIFY(vault.unlock(GoodPassphrase).hasValue());
}

void TestAccessDialogs::strengthMeter_data()
{
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");
    using Level = dd::PassphraseStrength::Level;
    QTest::newRow("empty") << QString() << int(Level::Empty) << int(Level::Empty);
    QTest::newRow("short digits") << u"1234"_s << int(Level::VeryWeak) << int(Level::VeryWeak);
    QTest::newRow("repeated letter") << u"aaaaaaaaaaaaaaaaaaaa"_s << int(Level::VeryWeak) << int(Level::Weak);
    QTest::newRow("long mixed") << u"Tr0ub4dor&3-horse-Staple"_s << int(Level::Strong) << int(Level::VeryStrong);
    // Refused by the cache (Vault::passphraseProblem): very weak, whatever the characters.
    QTest::newRow("twelve letters, no digit") << u"abcdefghijkl"_s << int(Level::VeryWeak) << int(Level::VeryWeak);
    QTest::newRow("long letters, no digit") << u"Correct-Horse-Battery-Staple"_s << int(Level::VeryWeak) << int(Level::VeryWeak);
    QTest::newRow("eleven mixed") << u"Tr0ub4dor&3"_s << int(Level::VeryWeak) << int(Level::VeryWeak);
}

void TestAccessDialogs::strengthMeter()
{
    QFETCH(QString, passphrase);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    const int level = int(dd::assessPassphrase(passphrase).level);
    QVERIFY2(level >= minimum && level <= maximum, qPrintable(QString::number(level)));
}

// The bar beside the word kept changing width with it ("Very weak" and "Strong").
void TestAccessDialogs::strengthBarKeepsItsWidth()
{
    QWidget holder;
    auto *meter = new dd::PassphraseStrengthMeter(&holder);
    auto *layout = new QVBoxLayout(&holder);
    layout->addWidget(meter);
    holder.resize(320, 40);
    holder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&holder));
    const auto *bar = meter->findChild<QProgressBar *>(u"strengthBar"_s);
    QVERIFY(bar);
    QSet<int> widths;
    for (const QString &passphrase : {QString(), u"a"_s, u"abc123"_s, u"Tr0ub4dor&3-horse-Staple"_s,
                                      u"Tr0ub4dor&3-horse-Staple-battery-9-correct"_s}) {
        meter->setPassphrase(passphrase);
        layout->activate();
        QApplication::processEvents();
        widths.insert(bar->width());
    }
    QCOMPARE(widths.size(), 1);
}

// The two boxes of the first start (cache, gateway) start their fields at one x.
void TestAccessDialogs::firstStartFieldsLineUp()
{
    dd::Vault vault(path(), fastVault());
    dd::FirstStartDialog dialog(vault, &m_network, builtIn());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const auto left = [&dialog](const char *name) {
        const QWidget *field = child<QWidget>(dialog, QString::fromLatin1(name));
        return field->mapTo(&dialog, QPoint(0, 0)).x();
    };
    QCOMPARE(left("passphraseEdit"), left("environmentCombo"));
    QCOMPARE(left("confirmationEdit"), left("environmentCombo"));
}

void TestAccessDialogs::connectionDialog_data()
{
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("saveEnabled");
    QTest::newRow("built-in sandbox") << u"builtin"_s << QString() << QString() << true;
    QTest::newRow("production with key") << u"production"_s << QString() << u"live-key-1"_s << true;
    QTest::newRow("production without key") << u"production"_s << QString() << QString() << false;
    QTest::newRow("custom https") << u"custom"_s << u"https://gateway.example.com"_s << u"k"_s << true;
    QTest::newRow("custom loopback http") << u"custom"_s << u"http://127.0.0.1:8080"_s << u"k"_s << true;
    QTest::newRow("custom http elsewhere") << u"custom"_s << u"http://10.0.0.5"_s << u"k"_s << false;
    QTest::newRow("custom with user info") << u"custom"_s << u"https://me@gateway.example.com"_s << u"k"_s << false;
}

void TestAccessDialogs::connectionDialog()
{
    QFETCH(QString, environment);
    QFETCH(QString, address);
    QFETCH(QString, key);
    QFETCH(bool, saveEnabled);
    dd::ConnectionChoice current;
    current.environment = u"builtin"_s;
    dd::ConnectionDialog dialog(&m_network, builtIn(), current, 15, nullptr);
    dialog.show();
    QCOMPARE(child<QSpinBox>(dialog, u"autoLockSpin"_s)->value(), 15);
    selectEnvironment(dialog, environment);
    QTest::keyClicks(child<QLineEdit>(dialog, u"baseUrlEdit"_s), address);
    QTest::keyClicks(child<QLineEdit>(dialog, u"integrationKeyEdit"_s), key);
    QCOMPARE(child<QPushButton>(dialog, u"saveButton"_s)->isEnabled(), saveEnabled);
    QCOMPARE(child<QLabel>(dialog, u"problemLabel"_s)->text().isEmpty(), saveEnabled);
    child<QSpinBox>(dialog, u"autoLockSpin"_s)->setValue(5);
    QCOMPARE(dialog.autoLockMinutes(), 5);
    if (saveEnabled) {
        const dd::ConnectionChoice chosen = dialog.connectionChoice();
        QCOMPARE(chosen.environment, environment);
        QCOMPARE(chosen.integrationKey, key);
    }
}

void TestAccessDialogs::testConnection_data()
{
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("success");
    QTest::addColumn<QString>("shown");
    // The built-in sandbox brings its own key: no word of a key the user did not type.
    QTest::newRow("built-in sandbox") << u"builtin"_s << QString() << true
                                      << u"Connected: the built-in sandbox answers."_s;
    QTest::newRow("custom, right key") << u"custom"_s << u"sandbox-integration-key"_s << true
                                       << u"accepted the integration key"_s;
    QTest::newRow("custom, wrong key") << u"custom"_s << u"not-the-key"_s << false << u"DA-1"_s;
}

void TestAccessDialogs::testConnection()
{
    QFETCH(QString, environment);
    QFETCH(QString, key);
    QFETCH(bool, success);
    QFETCH(QString, shown);
    dd::ConnectionForm form(&m_network, builtIn());
    form.show();
    selectEnvironment(form, environment);
    if (environment == u"custom") {
        child<QLineEdit>(form, u"baseUrlEdit"_s)->setText(m_sandbox->baseUrl().toString());
        QTest::keyClicks(child<QLineEdit>(form, u"integrationKeyEdit"_s), key);
    }
    QVERIFY2(!form.problem(), qPrintable(form.problem().value_or(QString())));
    QSignalSpy finished(&form, &dd::ConnectionForm::testFinished);
    QTest::mouseClick(child<QPushButton>(form, u"testConnectionButton"_s), Qt::LeftButton);
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.first().first().toBool(), success);
    QVERIFY2(form.testResult().contains(shown), qPrintable(form.testResult()));
}

QTEST_MAIN(TestAccessDialogs)
#include "tst_accessdialogs.moc"
