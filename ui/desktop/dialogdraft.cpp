#include "ui/desktop/dialogdraft.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>

namespace dd {

namespace {
const QString SavedAtField = QStringLiteral("_savedAt");

// Card forms are never drafted, whatever their fields are called, and neither is anything inside a
// container marked with DialogDraft::NeverDrafted (the customer's bank details: drafts live in the
// plain settings file, customer data only in the encrypted cache).
bool neverDrafted(const QWidget *widget, const QWidget *dialog)
{
    for (const QWidget *w = widget; w && w != dialog; w = w->parentWidget()) {
        if (w->inherits("dd::CardFormWidget") || w->objectName().contains(QLatin1String("card"), Qt::CaseInsensitive)
            || w->property(DialogDraft::NeverDrafted).toBool())
            return true;
    }
    return false;
}

bool draftable(const QWidget *widget)
{
    if (widget->objectName().isEmpty() || widget->objectName().startsWith(QLatin1String("qt_")))
        return false;
    if (const auto *edit = qobject_cast<const QLineEdit *>(widget)) {
        // An editable combo box's own line edit is saved through the combo box.
        return edit->echoMode() == QLineEdit::Normal && !qobject_cast<const QComboBox *>(edit->parentWidget());
    }
    return qobject_cast<const QPlainTextEdit *>(widget) || qobject_cast<const QComboBox *>(widget)
        || qobject_cast<const QCheckBox *>(widget) || qobject_cast<const QRadioButton *>(widget);
}
} // namespace

DialogDraft::DialogDraft(QSettings &settings, QString kind, QString subject, QWidget &dialog)
    : QObject(&dialog), m_settings(settings), m_key(settingsKey(kind, subject)), m_dialog(&dialog)
{
    m_saveSoon.setSingleShot(true);
    m_saveSoon.setInterval(SaveDelayMs);
    connect(&m_saveSoon, &QTimer::timeout, this, &DialogDraft::saveNow);
    const QVariantMap stored = m_settings.value(m_key).toMap();
    if (!stored.isEmpty()) {
        restore(stored);
        m_restored = true;
        if (qobject_cast<QDialog *>(&dialog))
            showRestoredBanner();
    }
    watch();
    // Typing still waiting for the timer is saved when the dialog closes or hides, while its
    // fields still exist (not from the destructor: by then the dialog is half destroyed).
    if (auto *asDialog = qobject_cast<QDialog *>(&dialog)) {
        connect(asDialog, &QDialog::finished, this, [this] {
            if (m_saveSoon.isActive())
                saveNow();
        });
    }
    dialog.installEventFilter(this);
}

DialogDraft::~DialogDraft() = default;

bool DialogDraft::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dialog && event->type() == QEvent::Hide && m_saveSoon.isActive())
        saveNow();
    return QObject::eventFilter(watched, event);
}

QString DialogDraft::settingsKey(const QString &kind, const QString &subject)
{
    // The subject (a payment hash) is hashed: settings keys stay short and free of '/'.
    const QByteArray digest = QCryptographicHash::hash(subject.toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return QStringLiteral("drafts/%1/%2").arg(kind, QString::fromLatin1(digest));
}

QList<QWidget *> DialogDraft::fields() const
{
    QList<QWidget *> found;
    if (!m_dialog)
        return found;
    for (QWidget *widget : m_dialog->findChildren<QWidget *>()) {
        if (draftable(widget) && !neverDrafted(widget, m_dialog))
            found << widget;
    }
    return found;
}

QVariantMap DialogDraft::values() const
{
    QVariantMap map;
    for (QWidget *widget : fields()) {
        const QString name = widget->objectName();
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            map.insert(name, edit->text());
        else if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
            map.insert(name, text->toPlainText());
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            map.insert(name, combo->isEditable() ? QVariant(combo->currentText()) : QVariant(combo->currentIndex()));
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            map.insert(name, button->isChecked());
    }
    return map;
}

void DialogDraft::restore(const QVariantMap &values)
{
    const QList<QWidget *> all = fields();
    // Buttons first (a radio button may enable the field after it), then the text.
    for (int pass = 0; pass < 2; ++pass) {
        for (QWidget *widget : all) {
            const auto value = values.constFind(widget->objectName());
            if (value == values.constEnd())
                continue;
            auto *button = qobject_cast<QAbstractButton *>(widget);
            if ((pass == 0) != (button != nullptr))
                continue;
            if (button && value->toBool())
                button->setChecked(true);
            else if (auto *edit = qobject_cast<QLineEdit *>(widget))
                edit->setText(value->toString());
            else if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
                text->setPlainText(value->toString());
            else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
                if (combo->isEditable())
                    combo->setCurrentText(value->toString());
                else if (value->toInt() >= 0 && value->toInt() < combo->count())
                    combo->setCurrentIndex(value->toInt());
            }
        }
    }
}

void DialogDraft::showRestoredBanner()
{
    auto *layout = qobject_cast<QBoxLayout *>(m_dialog->layout());
    if (!layout)
        return;
    auto *banner = new QWidget(m_dialog);
    banner->setObjectName(QStringLiteral("draftBanner"));
    auto *label = new QLabel(tr("Unsent input from an earlier session was put back."), banner);
    label->setObjectName(QStringLiteral("draftRestoredLabel"));
    label->setWordWrap(true);
    auto *discardButton = new QPushButton(tr("Discard draft"), banner);
    discardButton->setObjectName(QStringLiteral("discardDraftButton"));
    discardButton->setAutoDefault(false);
    discardButton->setAccessibleDescription(tr("Clears the restored input and forgets the draft"));
    connect(discardButton, &QPushButton::clicked, this, [this, banner] {
        m_saveSoon.stop();
        for (QWidget *widget : fields()) {
            if (auto *edit = qobject_cast<QLineEdit *>(widget); edit && !edit->isReadOnly())
                edit->clear();
            else if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
                text->clear();
        }
        discard();
        m_discarded = false;   // new typing starts a new draft
        banner->hide();
    });
    auto *row = new QHBoxLayout(banner);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label, 1);
    row->addWidget(discardButton);
    layout->insertWidget(0, banner);
}

void DialogDraft::watch()
{
    const auto changed = [this] {
        if (!m_discarded)
            m_saveSoon.start();
    };
    for (QWidget *widget : fields()) {
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            connect(edit, &QLineEdit::textChanged, this, changed);
        else if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
            connect(text, &QPlainTextEdit::textChanged, this, changed);
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            connect(combo, &QComboBox::currentTextChanged, this, changed);
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            connect(button, &QAbstractButton::toggled, this, changed);
    }
}

void DialogDraft::saveNow()
{
    m_saveSoon.stop();
    if (m_discarded || !m_dialog)
        return;
    QVariantMap map = values();
    map.insert(SavedAtField, QDateTime::currentDateTimeUtc());
    m_settings.setValue(m_key, map);
    m_settings.sync();
}

void DialogDraft::discard()
{
    m_saveSoon.stop();
    m_discarded = true;
    m_settings.remove(m_key);
    m_settings.sync();
}

} // namespace dd
