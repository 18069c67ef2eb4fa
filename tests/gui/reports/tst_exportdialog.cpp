#include "../../unit/reports/reporttestsupport.h"

#include "core/cache/cachesession.h"
#include "core/domain/dateformat.h"
#include "ui/messagebox.h"
#include "ui/reports/exportdialog.h"
#include "ui/savefolder.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

template<typename T>
T *child(QWidget &dialog, const char *name)
{
    T *widget = dialog.findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no widget %s", name);
    return widget;
}

void checkOnly(QListWidget *list, const QList<ReportColumn> &columns)
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        const auto column = static_cast<ReportColumn>(item->data(Qt::UserRole).toInt());
        item->setCheckState(columns.contains(column) ? Qt::Checked : Qt::Unchecked);
    }
}

// Clicks a radio button on its indicator (a click in the middle of a wide button misses its text).
void clickRadio(QRadioButton *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
}

ReportOutcome lastOutcome(const QSignalSpy &spy)
{
    return spy.isEmpty() ? ReportOutcome() : spy.last().first().value<ReportOutcome>();
}

} // namespace

// The export dialog driven by objectName: selection to CSV, cancel, refused input, column
// presets, export again from a receipt, and the worker-thread path.
class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportsSelectionToCsv();
    void cancelLeavesNoFile();
    void refusesIncompleteSettings_data();
    void refusesIncompleteSettings();
    void formatChangeRenamesTheFile();
    void refusesAFileNamedForAnotherFormat();
    void replacesAnExistingFileOnlyWhenAsked();
    void remembersColumnPresets();
    void exportsAgainFromReceipt();
    void datesInTheRegionsForm();
    void saveDialogStartsInDocumentsThenTheLastFolder();
    void exportsOnWorkerThread();

private:
    ExportContext context(bool worker = false)
    {
        ExportContext c{m_fixture.store(), &m_fixture.audit(), {}, {}, QStringLiteral("ana.operator"), {}};
        c.selectedHashes = {m_fixture.payments().at(0).hash, m_fixture.payments().at(5).hash,
                            m_fixture.payments().at(9).hash};
        if (worker) {
            Vault *vault = &m_fixture.vault();
            c.openSession = [vault]() -> std::unique_ptr<CacheSession> {
                auto session = vault->openSession();
                return session ? std::move(session).value() : nullptr;
            };
        }
        return c;
    }
    ReportFixture m_fixture;
};

void TestExportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DirectDeskTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportdialog"));
    QSettings().remove(QStringLiteral("reports"));
}

void TestExportDialog::exportsSelectionToCsv()
{
    ExportDialog dialog(context());
    dialog.show();
    QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
    const int receiptsBefore = child<QComboBox>(dialog, "receipts")->count();
    clickRadio(child<QRadioButton>(dialog, "rowsSelection"));
    checkOnly(child<QListWidget>(dialog, "columns"), {ReportColumn::Hash, ReportColumn::AmountExt});
    child<QComboBox>(dialog, "separator")->setCurrentIndex(1);
    QTest::keyClicks(child<QLineEdit>(dialog, "output"), m_fixture.path(QStringLiteral("selection.csv")));
    QVERIFY(child<QRadioButton>(dialog, "rowsSelection")->isChecked());
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Written);
    QCOMPARE(lastOutcome(finished).rows, 3);
    QVERIFY(child<QLabel>(dialog, "message")->text().contains(QStringLiteral("3 row")));
    QFile file(m_fixture.path(QStringLiteral("selection.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(file.readAll(), u';');
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows.at(1).at(0), m_fixture.payments().at(0).hash);
    QCOMPARE(rows.at(1).at(1), m_fixture.payments().at(0).amountExt.toDecimalString());
    QCOMPARE(child<QComboBox>(dialog, "receipts")->count(), receiptsBefore + 1);   // the receipt is offered again
    QVERIFY(child<QPushButton>(dialog, "exportButton")->isEnabled());
}

void TestExportDialog::cancelLeavesNoFile()
{
    ExportDialog dialog(context());
    dialog.show();
    QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
    child<QComboBox>(dialog, "format")->setCurrentIndex(1);   // XLSX
    const QString out = m_fixture.path(QStringLiteral("cancelled.xlsx"));
    dialog.setOutputPath(out);
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QVERIFY(child<QPushButton>(dialog, "cancelButton")->isEnabled());
    QTest::mouseClick(child<QPushButton>(dialog, "cancelButton"), Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Cancelled);
    QVERIFY(!QFile::exists(out));
    QCOMPARE(m_fixture.outputFiles().filter(QStringLiteral("cancelled")), QStringList());
    QVERIFY(child<QLabel>(dialog, "message")->text().contains(QStringLiteral("cancelled")));
}

void TestExportDialog::refusesIncompleteSettings_data()
{
    QTest::addColumn<bool>("withOutput");
    QTest::addColumn<bool>("withColumns");
    QTest::addColumn<bool>("reversedRange");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << false << true << false << QStringLiteral("Choose the file");
    QTest::newRow("no column") << true << false << false << QStringLiteral("at least one column");
    QTest::newRow("range ends before it starts") << true << true << true << QStringLiteral("ends before it starts");
}

void TestExportDialog::refusesIncompleteSettings()
{
    QFETCH(bool, withOutput);
    QFETCH(bool, withColumns);
    QFETCH(bool, reversedRange);
    QFETCH(QString, message);
    ExportDialog dialog(context());
    dialog.show();
    if (withOutput)
        dialog.setOutputPath(m_fixture.path(QStringLiteral("refused.csv")));
    if (!withColumns)
        checkOnly(child<QListWidget>(dialog, "columns"), {});
    if (reversedRange) {
        clickRadio(child<QRadioButton>(dialog, "rowsRange"));
        child<QDateEdit>(dialog, "fromDate")->setDate(QDate(2026, 3, 1));
        child<QDateEdit>(dialog, "toDate")->setDate(QDate(2026, 2, 1));
    }
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(!dialog.isRunning());
    QVERIFY2(child<QLabel>(dialog, "message")->text().contains(message), qPrintable(child<QLabel>(dialog, "message")->text()));
    QVERIFY(!QFile::exists(m_fixture.path(QStringLiteral("refused.csv"))));
}

// An XLSX workbook was written to en.csv after the format changed under a typed file name.
void TestExportDialog::formatChangeRenamesTheFile()
{
    ExportDialog dialog(context());
    dialog.setOutputPath(m_fixture.path(QStringLiteral("report.csv")));
    auto *format = child<QComboBox>(dialog, "format");
    format->setCurrentIndex(format->findData(int(ReportFormat::Xlsx)));
    QCOMPARE(child<QLineEdit>(dialog, "output")->text(), m_fixture.path(QStringLiteral("report.xlsx")));
    format->setCurrentIndex(format->findData(int(ReportFormat::Pdf)));
    QCOMPARE(child<QLineEdit>(dialog, "output")->text(), m_fixture.path(QStringLiteral("report.pdf")));
    // A name without a known extension is left alone.
    dialog.setOutputPath(m_fixture.path(QStringLiteral("report")));
    format->setCurrentIndex(format->findData(int(ReportFormat::Csv)));
    QCOMPARE(child<QLineEdit>(dialog, "output")->text(), m_fixture.path(QStringLiteral("report")));
}

void TestExportDialog::refusesAFileNamedForAnotherFormat()
{
    ExportDialog dialog(context());
    dialog.show();
    dialog.setOutputPath(m_fixture.path(QStringLiteral("wrong.pdf")));   // the format is CSV
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(!dialog.isRunning());
    QVERIFY2(child<QLabel>(dialog, "message")->text().contains(QStringLiteral(".csv")),
             qPrintable(child<QLabel>(dialog, "message")->text()));
    QVERIFY(!QFile::exists(m_fixture.path(QStringLiteral("wrong.pdf"))));
}

void TestExportDialog::replacesAnExistingFileOnlyWhenAsked()
{
    const QString out = m_fixture.path(QStringLiteral("existing.csv"));
    {
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("earlier report\n");
    }
    ExportDialog dialog(context());
    dialog.show();
    dialog.setOutputPath(out);
    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::No);
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(!dialog.isRunning());
    QCOMPARE(MessageBox::shownTexts().size(), 1);
    QVERIFY(MessageBox::shownTexts().first().contains(out));
    QFile kept(out);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("earlier report\n"));
    kept.close();

    QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Written);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QVERIFY(kept.readAll() != QByteArray("earlier report\n"));
}

void TestExportDialog::remembersColumnPresets()
{
    {
        ExportDialog dialog(context());
        dialog.show();
        checkOnly(child<QListWidget>(dialog, "columns"), {ReportColumn::Country, ReportColumn::Status});
        QComboBox *presets = child<QComboBox>(dialog, "presets");
        presets->lineEdit()->clear();
        QTest::keyClicks(presets->lineEdit(), QStringLiteral("Board pack"));
        QTest::mouseClick(child<QPushButton>(dialog, "savePreset"), Qt::LeftButton);
    }
    ExportDialog dialog(context());
    dialog.show();
    QComboBox *presets = child<QComboBox>(dialog, "presets");
    const int index = presets->findText(QStringLiteral("Board pack"));
    QVERIFY(index >= 0);
    QCOMPARE(dialog.request().columns, ReportColumns::defaultsForPayments());
    presets->setCurrentIndex(index);
    emit presets->activated(index);
    // Order as listed, checked ones only.
    const QList<ReportColumn> columns = dialog.request().columns;
    QCOMPARE(columns.size(), 2);
    QVERIFY(columns.contains(ReportColumn::Status) && columns.contains(ReportColumn::Country));
}

void TestExportDialog::exportsAgainFromReceipt()
{
    {
        ExportDialog dialog(context());
        dialog.show();
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        clickRadio(child<QRadioButton>(dialog, "whatRefunds"));
        child<QComboBox>(dialog, "format")->setCurrentIndex(1);
        child<QComboBox>(dialog, "timeZone")->setCurrentText(QStringLiteral("America/Bogota"));
        dialog.setOutputPath(m_fixture.path(QStringLiteral("refunds.xlsx")));
        QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Written);
    }
    ExportDialog dialog(context());
    dialog.show();
    QComboBox *receipts = child<QComboBox>(dialog, "receipts");
    QVERIFY(receipts->count() >= 2);
    receipts->setCurrentIndex(1);   // the newest receipt
    emit receipts->activated(1);
    const ExportRequest again = dialog.request();
    QCOMPARE(again.format, ReportFormat::Xlsx);
    QCOMPARE(again.subject, ReportSubject::Refunds);
    QCOMPARE(again.timeZone, QTimeZone("America/Bogota"));
    QCOMPARE(again.outputPath, m_fixture.path(QStringLiteral("refunds.xlsx")));
}

// es_CO: the earlier exports and the current filter's dates in the region's short form with a
// four-digit year, not ISO.
void TestExportDialog::datesInTheRegionsForm()
{
    const QLocale colombia(QLocale::Spanish, QLocale::Colombia);
    const QLocale before;
    QLocale::setDefault(colombia);
    const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
    ExportContext c = context();
    c.filter.from = QDateTime(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());
    c.filter.to = QDateTime(QDate(2026, 11, 28), QTime(0, 0), QTimeZone::utc());
    ExportDialog dialog(c);
    const QString filter = child<QRadioButton>(dialog, "rowsFilter")->text();
    QVERIFY2(filter.contains(formatDateTimeIn(c.filter.from, QTimeZone::utc(), colombia)), qPrintable(filter));
    QVERIFY2(filter.contains(u"1/11/2026"_s) && filter.contains(u"28/11/2026"_s), qPrintable(filter));
    QComboBox *receipts = child<QComboBox>(dialog, "receipts");
    QVERIFY(receipts->count() >= 2);   // the exports of the tests before
    const QRegularExpression iso(u"\\d{4}-\\d{2}-\\d{2}"_s);
    const QRegularExpression region(u"^\\d{1,2}/\\d{2}/\\d{4} "_s);
    for (int i = 1; i < receipts->count(); ++i) {
        QVERIFY2(!iso.match(receipts->itemText(i)).hasMatch(), qPrintable(receipts->itemText(i)));
        QVERIFY2(region.match(receipts->itemText(i)).hasMatch(), qPrintable(receipts->itemText(i)));
    }
    QVERIFY2(!iso.match(filter).hasMatch(), qPrintable(filter));
}

// "Choose…" opens in the user's Documents folder, a bare name typed in the field there too; after
// a save elsewhere, in that folder.
void TestExportDialog::saveDialogStartsInDocumentsThenTheLastFolder()
{
    QSettings().remove(u"files/lastSaveFolder"_s);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(!documents.isEmpty());
    ExportDialog dialog(context());
    QCOMPARE(dialog.saveDialogStart(), documents);
    dialog.setOutputPath(u"pagos.pdf"_s);
    QCOMPARE(dialog.saveDialogStart(), QDir(documents).filePath(u"pagos.pdf"_s));
    SaveFolder::remember(m_fixture.path(u"chosen.csv"_s));
    QCOMPARE(dialog.saveDialogStart(), QFileInfo(m_fixture.path(u"pagos.pdf"_s)).absoluteFilePath());
    dialog.setOutputPath({});
    QCOMPARE(dialog.saveDialogStart(), QFileInfo(m_fixture.path(u"chosen.csv"_s)).absolutePath());
    const QString typed = m_fixture.path(u"here.pdf"_s);   // a full path typed is kept as it is
    dialog.setOutputPath(typed);
    QCOMPARE(dialog.saveDialogStart(), typed);
    QSettings().remove(u"files/lastSaveFolder"_s);
}

void TestExportDialog::exportsOnWorkerThread()
{
    ExportDialog dialog(context(true));
    dialog.show();
    QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
    child<QComboBox>(dialog, "format")->setCurrentIndex(2);   // PDF
    dialog.setOutputPath(m_fixture.path(QStringLiteral("worker.pdf")));
    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Written);
    QCOMPARE(lastOutcome(finished).rows, qint64(ReportFixture::PaymentCount));
    QVERIFY(QFile::exists(m_fixture.path(QStringLiteral("worker.pdf"))));
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
