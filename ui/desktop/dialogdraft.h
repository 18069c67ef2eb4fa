#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariantMap>

class QDialog;
class QSettings;
class QWidget;

namespace dd {

// Unsent input of a dialog kept as a draft, so a crash or a forced close loses at most a second of
// typing: every named line edit, text box, combo box and check/radio button of the dialog is saved
// (debounced) under "drafts/<kind>/<subject>" in the settings, and offered back - restored, with a
// "Discard" button - when the same dialog opens again for the same payment. Password fields and
// anything inside a card form or a container with the property NeverDrafted set (customer bank details)
// are never saved. discard() forgets it (call it once the input was sent).
// A form that is not a dialog is restored quietly, without the banner.
class DialogDraft : public QObject
{
    Q_OBJECT
public:
    static constexpr int SaveDelayMs = 400;
    // Set to true on a container whose fields must never reach the settings file.
    static constexpr const char *NeverDrafted = "ddNeverDrafted";

    DialogDraft(QSettings &settings, QString kind, QString subject, QWidget &form);
    ~DialogDraft() override;

    static QString settingsKey(const QString &kind, const QString &subject);
    // Whether a draft was found and put back into the dialog.
    bool restored() const { return m_restored; }
    QVariantMap values() const;
    void saveNow();
    void discard();
    // A change waits to be saved (within SaveDelayMs).
    bool isPending() const { return m_saveSoon.isActive(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<QWidget *> fields() const;
    void restore(const QVariantMap &values);
    void showRestoredBanner();
    void watch();

    QSettings &m_settings;
    QString m_key;
    QPointer<QWidget> m_dialog;
    QTimer m_saveSoon;
    bool m_restored = false;
    bool m_discarded = false;
};

} // namespace dd
