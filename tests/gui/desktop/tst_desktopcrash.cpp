// Crash safety of the user's work: a child process (this executable with --child) shows the main
// window, resizes it, drags a splitter and types into a dialog with a draft, prints "ready" once the
// last change was saved and is killed with SIGKILL (no closeEvent, no destructors). The window
// state, the filter and the draft must be in the settings file; a card number, a password field and the
// customer's bank details (a container marked DialogDraft::NeverDrafted) never.
#include "ui/desktop/dialogdraft.h"
#include "ui/desktop/statesaver.h"
#include "ui/filterbar.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {
const QString Subject = u"payment-hash-1"_s;
const QString CardNumber = u"4111111111111111"_s;
const QString Password = u"not a draft 123"_s;
const QString BankAccount = u"98765432-1"_s;

// The dialog of the child: two fields that are drafted, three that never are.
struct DraftedDialog
{
    QDialog dialog;
    QLineEdit *amount = new QLineEdit(&dialog);
    QPlainTextEdit *reason = new QPlainTextEdit(&dialog);
    QLineEdit *card = new QLineEdit(&dialog);
    QLineEdit *password = new QLineEdit(&dialog);
    QWidget *bankGroup = new QWidget(&dialog);
    QLineEdit *bankAccount = new QLineEdit(bankGroup);

    DraftedDialog()
    {
        bankGroup->setProperty(dd::DialogDraft::NeverDrafted, true);
        bankAccount->setObjectName(u"bankAccountEdit"_s);
        amount->setObjectName(u"amountEdit"_s);
        reason->setObjectName(u"descriptionEdit"_s);
        card->setObjectName(u"cardNumberEdit"_s);
        password->setObjectName(u"secretEdit"_s);
        password->setEchoMode(QLineEdit::Password);
        auto *layout = new QVBoxLayout(&dialog);
        for (QWidget *w : std::initializer_list<QWidget *>{amount, reason, card, password, bankGroup})
            layout->addWidget(w);
    }
};

int runChild(const QString &directory)
{
    QSettings settings(directory + u"/settings.ini"_s, QSettings::IniFormat);
    dd::MainWindow window(settings);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 3;
    window.resize(700, 520);
    auto *splitter = window.findChild<QSplitter *>(u"mainSplitter"_s);
    QWidget *handle = splitter->handle(1);
    const QPoint start = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, start);
    for (int step = 1; step <= 6; ++step)
        QTest::mouseMove(handle, start + QPoint(0, 10 * step));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, start + QPoint(0, 60));
    QCoreApplication::processEvents();

    // Return applies the search at once (typing alone waits for the search delay).
    QTest::keyClicks(window.findChild<QLineEdit *>(u"searchEdit"_s), u"order-42"_s);
    QTest::keyClick(window.findChild<QLineEdit *>(u"searchEdit"_s), Qt::Key_Return);
    window.findChild<QAction *>(u"statusFilterButton_CO"_s)->setChecked(true);
    auto *preset = window.findChild<QComboBox *>(u"datePresetCombo"_s);
    preset->setCurrentIndex(preset->findData(static_cast<int>(dd::FilterBar::DatePreset::Last7Days)));

    DraftedDialog drafted;
    auto *draft = new dd::DialogDraft(settings, u"refund"_s, Subject, drafted.dialog);
    drafted.dialog.show();
    QTest::keyClicks(drafted.amount, u"42.00"_s);
    QTest::keyClicks(drafted.reason, u"Damaged on arrival"_s);
    QTest::keyClicks(drafted.card, CardNumber);
    QTest::keyClicks(drafted.password, Password);
    QTest::keyClicks(drafted.bankAccount, BankAccount);
    // Ready once the savers have nothing left to write: their delay is the work a kill may lose, and
    // waiting for them (not for a second of wall time) keeps the verdict off the machine's speed.
    auto *saver = window.findChild<dd::StateSaver *>();
    if (!saver)
        return 4;
    QDeadlineTimer patience(120'000);
    while ((saver->isPending() || draft->isPending()) && !patience.hasExpired())
        QTest::qWait(20);
    if (saver->isPending() || draft->isPending())
        return 5;
    const QList<int> sizes = splitter->sizes();
    std::printf("ready %d %d %d %d\n", sizes.value(0), sizes.value(1), window.width(), window.height());
    std::fflush(stdout);
    QTest::qWait(30000);   // killed before this ends
    return 2;
}
} // namespace

class TestDesktopCrash : public QObject
{
    Q_OBJECT

private slots:
    void windowStateAndDraftSurviveSigkill();
};

void TestDesktopCrash::windowStateAndDraftSurviveSigkill()
{
    QTemporaryDir dir;
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {u"--child"_s, dir.path()});
    QVERIFY(child.waitForStarted());
    QByteArray output;
    while (!output.contains('\n') && child.waitForReadyRead(20000))
        output += child.readAllStandardOutput();
    QVERIFY2(output.startsWith("ready "), output.constData());
    child.kill();   // SIGKILL
    QVERIFY(child.waitForFinished(5000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    const QList<QByteArray> words = output.trimmed().split(' ');
    const QList<int> childSizes = {words.value(1).toInt(), words.value(2).toInt()};
    const QSize childWindow(words.value(3).toInt(), words.value(4).toInt());

    // What a window with no saved state looks like: the child's state must differ from it.
    {
        QSettings none(dir.filePath(u"none.ini"_s), QSettings::IniFormat);
        dd::MainWindow fresh(none);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        QVERIFY(fresh.size() != childWindow);
        QVERIFY(fresh.findChild<QSplitter *>(u"mainSplitter"_s)->sizes() != childSizes);
    }

    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    QVERIFY(settings.contains(u"mainWindow/geometry"_s));
    QVERIFY(settings.contains(u"mainWindow/mainSplitter"_s));
    dd::MainWindow window(settings);
    QCOMPARE(window.size(), childWindow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.findChild<QSplitter *>(u"mainSplitter"_s)->sizes(), childSizes);
    QCOMPARE(window.findChild<QLineEdit *>(u"searchEdit"_s)->text(), u"order-42"_s);
    QCOMPARE(window.filterBar()->filter().statuses, QList<dd::PaymentStatus>{dd::PaymentStatus::Confirmed});
    QCOMPARE(window.findChild<QComboBox *>(u"datePresetCombo"_s)->currentData().toInt(),
             static_cast<int>(dd::FilterBar::DatePreset::Last7Days));

    const QVariantMap draft = settings.value(dd::DialogDraft::settingsKey(u"refund"_s, Subject)).toMap();
    QCOMPARE(draft.value(u"amountEdit"_s).toString(), u"42.00"_s);
    QCOMPARE(draft.value(u"descriptionEdit"_s).toString(), u"Damaged on arrival"_s);
    QVERIFY(!draft.contains(u"cardNumberEdit"_s));
    QVERIFY(!draft.contains(u"secretEdit"_s));
    QVERIFY(!draft.contains(u"bankAccountEdit"_s));
    QFile file(dir.filePath(u"settings.ini"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray raw = file.readAll();
    QVERIFY(!raw.contains(CardNumber.toLatin1()));
    QVERIFY(!raw.contains(Password.toLatin1()));
    QVERIFY(!raw.contains(BankAccount.toLatin1()));

    // Offered back in the same dialog for the same payment.
    DraftedDialog again;
    dd::DialogDraft restored(settings, u"refund"_s, Subject, again.dialog);
    QVERIFY(restored.restored());
    QCOMPARE(again.amount->text(), u"42.00"_s);
    QCOMPARE(again.reason->toPlainText(), u"Damaged on arrival"_s);
    QVERIFY(again.card->text().isEmpty());
    QVERIFY(again.dialog.findChild<QWidget *>(u"draftBanner"_s));
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (argc == 3 && std::strcmp(argv[1], "--child") == 0)
        return runChild(QString::fromLocal8Bit(argv[2]));
    TestDesktopCrash test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_desktopcrash.moc"
